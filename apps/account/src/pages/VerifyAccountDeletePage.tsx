import { VerifyAccountDeletePage } from '../features/account-deletion';

export type { VerifyAccountDeletePageProps } from '../features/account-deletion';

export default VerifyAccountDeletePage;
