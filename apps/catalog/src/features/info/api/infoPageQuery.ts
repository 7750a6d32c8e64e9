import { queryOptions } from '@tanstack/react-query';
import { z } from '@store/shared';
import type { ShopClient } from '@store/shared/api';
import type { StoreQueryInputs } from '@store/shared';
import { infoPageCmsKey, type InfoPageName } from '@store/shared/domain';
import { catalogQueryKey, keepWhileLanguageChanges } from '../../../lib/catalogQuery';

/** A footer page as the CMS serves it (type JSON): checked here, where it enters the catalog. */
export const InfoPageContentSchema = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  sections: z.array(z.object({ heading: z.string().check(z.minLength(1)), paragraphs: z.array(z.string()) })),
});
export type InfoPageContent = z.infer<typeof InfoPageContentSchema>;

/** The page's content in the shop language, or null when the CMS has none (or none the store can read). */
export function infoPageQuery(shop: Pick<ShopClient, 'cms'>, inputs: StoreQueryInputs, page: InfoPageName) {
  const queryKey = catalogQueryKey('infoPage', inputs, { page });
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<InfoPageContent | null> => {
      const key = infoPageCmsKey(page);
      const answer = await shop.cms({ keys: [key], locale: `${inputs.language}-${inputs.countryCode}`, type: 'JSON' });
      const raw = answer[key];
      if (typeof raw !== 'string') return null;
      try {
        const parsed = InfoPageContentSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    placeholderData: keepWhileLanguageChanges(queryKey),
  });
}
