// Standalone page for the wallet team: every exposed page of this remote, without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import CodacashLandingPage from './pages/CodacashLandingPage';
import WalletHomePage from './pages/WalletHomePage';
import WalletVerificationPage from './pages/WalletVerificationPage';
import WalletTransactionStatusPage from './pages/WalletTransactionStatusPage';

function Standalone() {
  return (
    <BrowserRouter>
      <nav aria-label="wallet pages">
        <ul>
          <li>
            <Link to="/CodacashLandingPage">Codacash</Link>
          </li>
          <li>
            <Link to="/WalletHomePage">Wallet</Link>
          </li>
          <li>
            <Link to="/WalletVerificationPage">Activate your wallet</Link>
          </li>
          <li>
            <Link to="/WalletTransactionStatusPage">Wallet top-up</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
        <Route path="/CodacashLandingPage" element={<CodacashLandingPage />} />
        <Route path="/WalletHomePage" element={<WalletHomePage />} />
        <Route path="/WalletVerificationPage" element={<WalletVerificationPage />} />
        <Route path="/WalletTransactionStatusPage" element={<WalletTransactionStatusPage />} />
          <Route path="*" element={<CodacashLandingPage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Standalone /></StrictMode>);
