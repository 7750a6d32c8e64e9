import type { AccountContract } from '@store/account/contract';
import type { CatalogContract } from '@store/catalog/contract';
import type { CheckoutContract } from '@store/checkout/contract';
import type { RewardsContract } from '@store/rewards/contract';
import type { WalletContract } from '@store/wallet/contract';
import type { RemoteName } from './remoteNames';

/**
 * The props of every module each remote publishes (its src/contract.ts). The shell's route table and
 * header render remotes through these types, so an incompatible change in a remote fails the shell's typecheck.
 */
export interface RemoteContracts {
  catalog: CatalogContract;
  checkout: CheckoutContract;
  wallet: WalletContract;
  account: AccountContract;
  rewards: RewardsContract;
}

export type RemoteModuleName<R extends RemoteName> = keyof RemoteContracts[R] & string;
export type RemoteModuleProps<R extends RemoteName, M extends RemoteModuleName<R>> = RemoteContracts[R][M];
