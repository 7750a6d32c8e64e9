import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StoreContext } from '../context';
import type { Gifts } from '../orders/gifts';
import type { Orders } from '../orders/orders';
import type { Wallets } from '../wallet/wallet';
import './signedIn';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every module shares (database, configuration, catalogue, secret, limiters): see context.ts. */
    store: StoreContext;
    orders: Orders;
    wallets: Wallets;
    gifts: Gifts;
  }
}

export interface StorePluginOptions {
  ctx: StoreContext;
  orders: Orders;
  wallets: Wallets;
  gifts: Gifts;
}

/**
 * Decorates the app with the store's shared services, for the module plugins registered after it
 * (fastify-plugin: the decorators are visible outside this plugin's own scope).
 */
export const storePlugin = fp(
  async (app: FastifyInstance, { ctx, orders, wallets, gifts }: StorePluginOptions) => {
    app.decorate('store', ctx);
    app.decorate('orders', orders);
    app.decorate('wallets', wallets);
    app.decorate('gifts', gifts);
    // The signed-in user of a request (plugins/signedIn.ts), null until a signedIn hook sets it.
    app.decorateRequest('who', null);
  },
  { name: 'store', fastify: '5.x' },
);
