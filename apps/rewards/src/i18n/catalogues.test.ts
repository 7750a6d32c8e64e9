import en from './en.json';
import ar from './ar.json';
import id from './id.json';
import { describeTranslatedCatalogues } from '@store/shared/testing';

describe('rewards i18n catalogues', () => {
  describeTranslatedCatalogues(en, { ar, id });
});
