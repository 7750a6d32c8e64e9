import { z, type RootStore } from '@store/shared';
import type { WalletClient } from '@store/shared/api';

/** The order a shopper pays with Codacash: what the pay screen shows and checks. */
export const PayableOrderSchema = z.object({
  orderId: z.string(),
  status: z.number(),
  countryCode: z.string(),
  currency: z.string(),
  itemName: z.string(),
  gameName: z.string(),
  gameSlug: z.string(),
  total: z.number(),
  isWalletPayment: z.boolean(),
  createdAt: z.string(),
});
export type PayableOrder = z.infer<typeof PayableOrderSchema>;

const ORDER_QUERY = /* GraphQL */ `
  query WalletPayableOrder($id: ID!) {
    order(orderId: $id) { orderId status countryCode currency itemName gameName gameSlug total isWalletPayment createdAt }
  }
`;

/** ChargeWallet (section 7): the one GraphQL operation that carries X-XSRF-TOKEN. */
export const CHARGE_WALLET_MUTATION = /* GraphQL */ `
  mutation ChargeWallet($id: ID!) {
    chargeWallet(orderId: $id) { resultCode resultMessage balanceAmount }
  }
`;

export const ChargeResultSchema = z.object({
  resultCode: z.number(),
  resultMessage: z.optional(z.string()),
  balanceAmount: z.nullish(z.number()),
});
export type ChargeResult = z.infer<typeof ChargeResultSchema>;

/** Section 8 wallet charge: 300 is success (a second charge of a paid order answers 300 too). */
export const CHARGE_SUCCESS = 300;

/** The order (null when the API does not know it). */
export async function payableOrder(root: RootStore, orderId: string, language: string): Promise<PayableOrder | null> {
  const data = await root.api.graphql.request({
    document: ORDER_QUERY,
    variables: { id: orderId },
    schema: z.object({ order: z.nullable(PayableOrderSchema) }),
    language,
    ...(root.shop.country ? { country: root.shop.country } : {}),
  });
  return data.order;
}

/** Pays the order from the wallet, with the wallet API's anti-forgery token as X-XSRF-TOKEN. */
export async function chargeWallet(root: RootStore, client: WalletClient, orderId: string): Promise<ChargeResult> {
  const token = await client.antiForgeryToken();
  const data = await root.api.graphql.request({
    document: CHARGE_WALLET_MUTATION,
    variables: { id: orderId },
    schema: z.object({ chargeWallet: ChargeResultSchema }),
    headers: token ? { 'X-XSRF-TOKEN': token } : {},
    ...(root.shop.country ? { country: root.shop.country } : {}),
  });
  return data.chargeWallet;
}
