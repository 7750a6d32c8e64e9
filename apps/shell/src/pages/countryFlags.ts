// The flags of the store's countries (flag-icons 4:3 SVGs, MIT): only these files are bundled, each as its own
// asset fetched when its row is shown. A country added to the table needs its line here (countryFlags.test.ts).
import ae from 'flag-icons/flags/4x3/ae.svg';
import ar from 'flag-icons/flags/4x3/ar.svg';
import at from 'flag-icons/flags/4x3/at.svg';
import au from 'flag-icons/flags/4x3/au.svg';
import bd from 'flag-icons/flags/4x3/bd.svg';
import be from 'flag-icons/flags/4x3/be.svg';
import bh from 'flag-icons/flags/4x3/bh.svg';
import bo from 'flag-icons/flags/4x3/bo.svg';
import br from 'flag-icons/flags/4x3/br.svg';
import ca from 'flag-icons/flags/4x3/ca.svg';
import ch from 'flag-icons/flags/4x3/ch.svg';
import cl from 'flag-icons/flags/4x3/cl.svg';
import co from 'flag-icons/flags/4x3/co.svg';
import cy from 'flag-icons/flags/4x3/cy.svg';
import cz from 'flag-icons/flags/4x3/cz.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import dk from 'flag-icons/flags/4x3/dk.svg';
import ec from 'flag-icons/flags/4x3/ec.svg';
import ee from 'flag-icons/flags/4x3/ee.svg';
import eg from 'flag-icons/flags/4x3/eg.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fi from 'flag-icons/flags/4x3/fi.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import gr from 'flag-icons/flags/4x3/gr.svg';
import gt from 'flag-icons/flags/4x3/gt.svg';
import hk from 'flag-icons/flags/4x3/hk.svg';
import hr from 'flag-icons/flags/4x3/hr.svg';
import hu from 'flag-icons/flags/4x3/hu.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import ie from 'flag-icons/flags/4x3/ie.svg';
import in_ from 'flag-icons/flags/4x3/in.svg';
import iq from 'flag-icons/flags/4x3/iq.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import ke from 'flag-icons/flags/4x3/ke.svg';
import kh from 'flag-icons/flags/4x3/kh.svg';
import kr from 'flag-icons/flags/4x3/kr.svg';
import kw from 'flag-icons/flags/4x3/kw.svg';
import kz from 'flag-icons/flags/4x3/kz.svg';
import la from 'flag-icons/flags/4x3/la.svg';
import lk from 'flag-icons/flags/4x3/lk.svg';
import lt from 'flag-icons/flags/4x3/lt.svg';
import lu from 'flag-icons/flags/4x3/lu.svg';
import lv from 'flag-icons/flags/4x3/lv.svg';
import ma from 'flag-icons/flags/4x3/ma.svg';
import mm from 'flag-icons/flags/4x3/mm.svg';
import mn from 'flag-icons/flags/4x3/mn.svg';
import mt from 'flag-icons/flags/4x3/mt.svg';
import mx from 'flag-icons/flags/4x3/mx.svg';
import my from 'flag-icons/flags/4x3/my.svg';
import ng from 'flag-icons/flags/4x3/ng.svg';
import nl from 'flag-icons/flags/4x3/nl.svg';
import no from 'flag-icons/flags/4x3/no.svg';
import np from 'flag-icons/flags/4x3/np.svg';
import nz from 'flag-icons/flags/4x3/nz.svg';
import pe from 'flag-icons/flags/4x3/pe.svg';
import ph from 'flag-icons/flags/4x3/ph.svg';
import pk from 'flag-icons/flags/4x3/pk.svg';
import pl from 'flag-icons/flags/4x3/pl.svg';
import pt from 'flag-icons/flags/4x3/pt.svg';
import py from 'flag-icons/flags/4x3/py.svg';
import qa from 'flag-icons/flags/4x3/qa.svg';
import ro from 'flag-icons/flags/4x3/ro.svg';
import ru from 'flag-icons/flags/4x3/ru.svg';
import sa from 'flag-icons/flags/4x3/sa.svg';
import se from 'flag-icons/flags/4x3/se.svg';
import sg from 'flag-icons/flags/4x3/sg.svg';
import si from 'flag-icons/flags/4x3/si.svg';
import sk from 'flag-icons/flags/4x3/sk.svg';
import th from 'flag-icons/flags/4x3/th.svg';
import tl from 'flag-icons/flags/4x3/tl.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';
import tw from 'flag-icons/flags/4x3/tw.svg';
import us from 'flag-icons/flags/4x3/us.svg';
import uy from 'flag-icons/flags/4x3/uy.svg';
import vn from 'flag-icons/flags/4x3/vn.svg';
import za from 'flag-icons/flags/4x3/za.svg';

/** Country code (lower case, as in the country table) -> URL of its flag. */
export const COUNTRY_FLAGS: Readonly<Record<string, string>> = {
  ae,
  ar,
  at,
  au,
  bd,
  be,
  bh,
  bo,
  br,
  ca,
  ch,
  cl,
  co,
  cy,
  cz,
  de,
  dk,
  ec,
  ee,
  eg,
  es,
  fi,
  fr,
  gb,
  gr,
  gt,
  hk,
  hr,
  hu,
  id,
  ie,
  in: in_,
  iq,
  it,
  jp,
  ke,
  kh,
  kr,
  kw,
  kz,
  la,
  lk,
  lt,
  lu,
  lv,
  ma,
  mm,
  mn,
  mt,
  mx,
  my,
  ng,
  nl,
  no,
  np,
  nz,
  pe,
  ph,
  pk,
  pl,
  pt,
  py,
  qa,
  ro,
  ru,
  sa,
  se,
  sg,
  si,
  sk,
  th,
  tl,
  tr,
  tw,
  us,
  uy,
  vn,
  za,
};

/** The URL of a country's flag, if the store has one for it. */
export function flagUrl(countryCode: string): string | undefined {
  return COUNTRY_FLAGS[countryCode.toLowerCase()];
}
