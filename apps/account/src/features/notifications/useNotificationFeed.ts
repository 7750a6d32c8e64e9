import { useQuery } from '@tanstack/react-query';
import { storeQueryKey, useRootStore, useStoreQueryInputs } from '@store/shared';
import { localeSegment } from '@store/shared/domain';

/**
 * The shopper's notifications (server state, loaded through TanStack Query) into the shared NotificationStore
 * that the shell's bell reads. The key holds country, language and identity: a sign-in loads the user's own list.
 */
export function useNotificationFeed() {
  const { notifications, shop } = useRootStore();
  const inputs = useStoreQueryInputs();
  return useQuery({
    queryKey: storeQueryKey(['account', 'notifications'], inputs),
    queryFn: async () => {
      const locale = shop.country ? localeSegment(shop.country, shop.language) : undefined;
      const items = await notifications.load({ countryCode: inputs.countryCode, signedIn: inputs.identity !== 'guest', ...(locale ? { locale } : {}) });
      return items.length;
    },
    enabled: inputs.countryCode !== '',
  });
}
