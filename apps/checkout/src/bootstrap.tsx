// Standalone page for the checkout team: every exposed page of this remote, without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import TopUpForm from './pages/TopUpForm';
import TransactionStatusPage from './pages/TransactionStatusPage';
import RedeemGiftPage from './pages/RedeemGiftPage';
import UnsubscribePage from './pages/UnsubscribePage';

function Standalone() {
  return (
    <BrowserRouter>
      <nav aria-label="checkout pages">
        <ul>
          <li>
            <Link to="/TopUpForm">Top-up form</Link>
          </li>
          <li>
            <Link to="/TransactionStatusPage">Your order</Link>
          </li>
          <li>
            <Link to="/RedeemGiftPage">Redeem a gift</Link>
          </li>
          <li>
            <Link to="/UnsubscribePage">Unsubscribe</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
        <Route path="/TopUpForm" element={<TopUpForm />} />
        <Route path="/TransactionStatusPage" element={<TransactionStatusPage />} />
        <Route path="/RedeemGiftPage" element={<RedeemGiftPage />} />
        <Route path="/UnsubscribePage" element={<UnsubscribePage />} />
          <Route path="*" element={<TopUpForm />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Standalone /></StrictMode>);
