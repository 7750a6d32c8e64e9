import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeQueryKey, useRootStore, useStoreQueryInputs, z, type StoreQueryInputs } from '@store/shared';
import type { AccountClient } from '@store/shared/api';

const EntrySchema = z.object({
  id: z.number(),
  orderId: z.string(),
  currency: z.string(),
  amount: z.number(),
  remaining: z.number(),
  sponsor: z.number(),
  status: z.number(),
  receivedAt: z.string(),
  expiresAt: z.string(),
});
export type RewardEntry = z.infer<typeof EntrySchema>;

const ForeignSchema = z.array(z.object({ currency: z.string(), amount: z.number() }));
const NextExpirySchema = z.nullable(z.object({ amount: z.number(), date: z.string() }));

/** The rewards home (section 2): total, by sponsor, the amount expiring next and its date, the breakdown. */
export const RewardsSummarySchema = z.object({
  currency: z.string(),
  now: z.string(),
  total: z.number(),
  fromPartners: z.number(),
  fromPaymentMethods: z.number(),
  fromProvider: z.number(),
  notApplicable: ForeignSchema,
  nextExpiry: NextExpirySchema,
  entries: z.array(EntrySchema),
});
export type RewardsSummary = z.infer<typeof RewardsSummarySchema>;

/** Checkout rewards (section 2): available, the most this order may use, not-applicable balance, expiry note. */
export const RewardsQuoteSchema = z.object({
  currency: z.string(),
  available: z.number(),
  maximum: z.number(),
  notApplicable: ForeignSchema,
  nextExpiry: NextExpirySchema,
  restricted: z.boolean(),
});
export type RewardsQuote = z.infer<typeof RewardsQuoteSchema>;

export const DailyStatusSchema = z.object({
  claimedToday: z.boolean(),
  nextClaimAt: z.nullable(z.string()),
  reward: z.object({ gameSlug: z.string(), units: z.number(), unit: z.string() }),
});
export type DailyStatus = z.infer<typeof DailyStatusSchema>;

const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ resultCode: z.union([z.number(), z.string()]), resultMessage: z.optional(z.string()), data });

/** A rewards read failed: the screen offers a retry. */
export class RewardsReadFailed extends Error {
  override readonly name = 'RewardsReadFailed';
}

async function read<T extends z.ZodMiniType>(account: Pick<AccountClient, 'http'>, path: string, schema: T): Promise<z.infer<T>> {
  const res = await account.http.get(path);
  const body = envelope(schema).safeParse(res.data);
  if (res.status !== 200 || !body.success || Number(body.data.resultCode) !== 0) throw new RewardsReadFailed(`GET ${path} answered ${res.status}`);
  return (body.data as { data: unknown }).data as z.infer<T>;
}

export const rewardsQueryKeys = {
  summary: (inputs: StoreQueryInputs) => storeQueryKey(['rewards', 'summary'], inputs),
  quote: (inputs: StoreQueryInputs, total: number, channelId: number | undefined) => storeQueryKey(['rewards', 'quote'], inputs, { total, channelId: channelId ?? 0 }),
  daily: (inputs: StoreQueryInputs) => storeQueryKey(['rewards', 'daily'], inputs),
};

/** Whether the shopper is a shop user who has rewards here (signed in, not a partner player). */
export function useRewardsUser(): boolean {
  const { session } = useRootStore();
  return session.isSignedIn && !session.isPartnerAccount;
}

export function useRewardsSummary(enabled = true) {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const signedIn = useRewardsUser();
  return useQuery({
    queryKey: rewardsQueryKeys.summary(inputs),
    queryFn: () => read(api.account, `/user/rewards?countryCode=${encodeURIComponent(inputs.countryCode)}`, RewardsSummarySchema),
    enabled: enabled && signedIn && inputs.countryCode !== '',
    staleTime: 15_000,
  });
}

export function useRewardsQuote(total: number | undefined, channelId: number | undefined) {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const signedIn = useRewardsUser();
  const amount = total ?? 0;
  return useQuery({
    queryKey: rewardsQueryKeys.quote(inputs, amount, channelId),
    queryFn: () =>
      read(
        api.account,
        `/user/rewards/quote?countryCode=${encodeURIComponent(inputs.countryCode)}&total=${amount}${channelId ? `&channelId=${channelId}` : ''}`,
        RewardsQuoteSchema,
      ),
    enabled: signedIn && inputs.countryCode !== '' && total !== undefined,
    placeholderData: (previous) => previous,
  });
}

export function useDailyReward() {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const signedIn = useRewardsUser();
  const client = useQueryClient();
  const key = rewardsQueryKeys.daily(inputs);
  const status = useQuery({
    queryKey: key,
    queryFn: () => read(api.account, `/user/rewards/daily?countryCode=${encodeURIComponent(inputs.countryCode)}`, DailyStatusSchema),
    enabled: signedIn && inputs.countryCode !== '',
  });
  const claim = useMutation({
    mutationFn: async (userId: string): Promise<{ resultCode: number }> => {
      const res = await api.account.http.post('/user/rewards/daily', { countryCode: inputs.countryCode, userId });
      const body = envelope(DailyStatusSchema).safeParse(res.data);
      if (res.status !== 200 || !body.success) throw new RewardsReadFailed(`POST /user/rewards/daily answered ${res.status}`);
      client.setQueryData(key, body.data.data);
      return { resultCode: Number(body.data.resultCode) };
    },
  });
  return { status, claim };
}

export const PointsSchema = z.object({
  points: z.number(),
  needed: z.number(),
  perOrder: z.number(),
  reward: z.object({ gameSlug: z.string(), units: z.number(), unit: z.string() }),
});
export type Points = z.infer<typeof PointsSchema>;

/** The signed-in shopper's points and their redemption (LOYALTY_CONSTANT points at a time). */
export function usePoints() {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const signedIn = useRewardsUser();
  const client = useQueryClient();
  const key = storeQueryKey(['rewards', 'points'], inputs);
  const points = useQuery({ queryKey: key, queryFn: () => read(api.account, '/user/rewards/points', PointsSchema), enabled: signedIn });
  const redeem = useMutation({
    mutationFn: async (userId: string): Promise<{ resultCode: number }> => {
      const res = await api.account.http.post('/user/rewards/points/redeem', { countryCode: inputs.countryCode, userId });
      const body = envelope(PointsSchema).safeParse(res.data);
      if (res.status !== 200 || !body.success) throw new RewardsReadFailed(`POST /user/rewards/points/redeem answered ${res.status}`);
      client.setQueryData(key, (body.data as { data: Points }).data);
      return { resultCode: Number(body.data.resultCode) };
    },
  });
  return { points, redeem };
}

export const RecommendationsSchema = z.array(z.object({ productUrl: z.string(), gameName: z.string(), transactionDate: z.string() }));
export type Recommendation = z.infer<typeof RecommendationsSchema>[number];

/** Purchase recommendations from the signed-in shopper's history (section 3: productUrl, transactionDate). */
export function useRecommendations() {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const signedIn = useRewardsUser();
  return useQuery({
    queryKey: storeQueryKey(['rewards', 'recommendations'], inputs),
    queryFn: () => read(api.account, '/user/rewards/recommendations', RecommendationsSchema),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

export const FreebieStatusSchema = z.object({
  id: z.string(),
  reward: z.object({ gameSlug: z.string(), units: z.number(), unit: z.string() }),
  validUntil: z.string(),
  claimedAt: z.nullable(z.string()),
});
export type FreebieStatus = z.infer<typeof FreebieStatusSchema>;

/** The freebie (section 2 "freebie claim"): its status, and the claim, answered 0 or 1201-1204 / 3007. */
export function useFreebie() {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const signedIn = useRewardsUser();
  const client = useQueryClient();
  const key = storeQueryKey(['rewards', 'freebie'], inputs);
  const status = useQuery({
    queryKey: key,
    queryFn: () => read(api.account, `/user/rewards/freebie?countryCode=${encodeURIComponent(inputs.countryCode)}`, FreebieStatusSchema),
    enabled: signedIn && inputs.countryCode !== '',
  });
  const claim = useMutation({
    mutationFn: async (userId: string): Promise<{ resultCode: number }> => {
      const res = await api.account.http.post('/user/rewards/freebie', { countryCode: inputs.countryCode, userId });
      const body = envelope(FreebieStatusSchema).safeParse(res.data);
      if (res.status !== 200 || !body.success) throw new RewardsReadFailed(`POST /user/rewards/freebie answered ${res.status}`);
      client.setQueryData(key, body.data.data);
      return { resultCode: Number(body.data.resultCode) };
    },
  });
  return { status, claim };
}

export const PrizeDrawSchema = z.object({
  month: z.string(),
  drawnAt: z.string(),
  winners: z.array(z.object({ rank: z.number(), name: z.string() })),
});
export type PrizeDraw = z.infer<typeof PrizeDrawSchema>;

/** The last prize draw's winners in the shop country (public). */
export function usePrizeDraw() {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  return useQuery({
    queryKey: storeQueryKey(['rewards', 'prizeDraw'], inputs),
    queryFn: () => read(api.account, `/rewards/prize-draw?countryCode=${encodeURIComponent(inputs.countryCode)}`, PrizeDrawSchema),
    enabled: inputs.countryCode !== '',
    staleTime: 10 * 60_000,
  });
}

export const SavingsSchema = z.union([
  z.object({ eligible: z.literal(false) }),
  z.object({ eligible: z.literal(true), currency: z.string(), orders: z.number(), discount: z.number(), cashback: z.number(), saved: z.number() }),
]);
export type Savings = z.infer<typeof SavingsSchema>;

/** The cross-border voucher savings of an Indonesia account (section 2); not asked for other accounts. */
export function useSavings(enabled: boolean) {
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const signedIn = useRewardsUser();
  return useQuery({
    queryKey: storeQueryKey(['rewards', 'savings'], inputs),
    queryFn: () => read(api.account, `/user/rewards/savings?countryCode=${encodeURIComponent(inputs.countryCode)}`, SavingsSchema),
    enabled: enabled && signedIn && inputs.countryCode !== '',
    staleTime: 60_000,
  });
}
