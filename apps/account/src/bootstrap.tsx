// Standalone page for the account team: every exposed page of this remote, without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import SignInPage from './pages/SignInPage';
import SignUpPage from './pages/SignUpPage';
import ConfirmSignupPage from './pages/ConfirmSignupPage';
import RecoverPasswordPage from './pages/RecoverPasswordPage';
import VerifySignupPage from './pages/VerifySignupPage';
import NotificationsPage from './pages/NotificationsPage';
import SettingsPage from './pages/SettingsPage';
import VerifyAccountDeletePage from './pages/VerifyAccountDeletePage';
import TransactionHistoryPage from './pages/TransactionHistoryPage';

function Standalone() {
  return (
    <BrowserRouter>
      <nav aria-label="account pages">
        <ul>
          <li>
            <Link to="/SignInPage">Sign in</Link>
          </li>
          <li>
            <Link to="/SignUpPage">Sign up</Link>
          </li>
          <li>
            <Link to="/ConfirmSignupPage">Confirm sign-up</Link>
          </li>
          <li>
            <Link to="/RecoverPasswordPage">Recover password</Link>
          </li>
          <li>
            <Link to="/VerifySignupPage">Verify</Link>
          </li>
          <li>
            <Link to="/NotificationsPage">Notifications</Link>
          </li>
          <li>
            <Link to="/SettingsPage">Settings</Link>
          </li>
          <li>
            <Link to="/VerifyAccountDeletePage">Delete account</Link>
          </li>
          <li>
            <Link to="/TransactionHistoryPage">Transaction history</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
        <Route path="/SignInPage" element={<SignInPage />} />
        <Route path="/SignUpPage" element={<SignUpPage />} />
        <Route path="/ConfirmSignupPage" element={<ConfirmSignupPage />} />
        <Route path="/RecoverPasswordPage" element={<RecoverPasswordPage />} />
        <Route path="/VerifySignupPage" element={<VerifySignupPage />} />
        <Route path="/NotificationsPage" element={<NotificationsPage />} />
        <Route path="/SettingsPage" element={<SettingsPage />} />
        <Route path="/VerifyAccountDeletePage" element={<VerifyAccountDeletePage />} />
        <Route path="/TransactionHistoryPage" element={<TransactionHistoryPage />} />
          <Route path="*" element={<SignInPage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Standalone /></StrictMode>);
