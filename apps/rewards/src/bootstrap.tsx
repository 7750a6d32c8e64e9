// Standalone page for the rewards team: every exposed page of this remote, without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import RewardsLandingPage from './pages/RewardsLandingPage';
import UserCashbackPage from './pages/UserCashbackPage';

function Standalone() {
  return (
    <BrowserRouter>
      <nav aria-label="rewards pages">
        <ul>
          <li>
            <Link to="/RewardsLandingPage">Rewards</Link>
          </li>
          <li>
            <Link to="/UserCashbackPage">Your cashback</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
        <Route path="/RewardsLandingPage" element={<RewardsLandingPage />} />
        <Route path="/UserCashbackPage" element={<UserCashbackPage />} />
          <Route path="*" element={<RewardsLandingPage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Standalone /></StrictMode>);
