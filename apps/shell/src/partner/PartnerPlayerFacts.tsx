import type { TFunction } from 'i18next';

/** The partner player's name and player ID, as rows of a <dl> (the profile page and the pre-registration card). */
export function PartnerPlayerFacts({ t, player }: { t: TFunction; player: { name: string; id: string } }) {
  return (
    <>
      <div>
        <dt>{t('partner.profile.name')}</dt>
        <dd>{player.name}</dd>
      </div>
      <div>
        <dt>{t('partner.profile.playerId')}</dt>
        <dd>
          <bdi>{player.id}</bdi>
        </dd>
      </div>
    </>
  );
}
