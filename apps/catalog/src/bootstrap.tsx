// Standalone page for the catalog team: every exposed page of this remote, without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import HomePage from './pages/HomePage';
import ProductPage from './pages/ProductPage';
import GlobalProductPage from './pages/GlobalProductPage';
import SearchResultsPage from './pages/SearchResultsPage';
import MarketingPage from './pages/MarketingPage';

function Standalone() {
  return (
    <BrowserRouter>
      <nav aria-label="catalog pages">
        <ul>
          <li>
            <Link to="/HomePage">Home</Link>
          </li>
          <li>
            <Link to="/ProductPage">Product</Link>
          </li>
          <li>
            <Link to="/GlobalProductPage">Global product</Link>
          </li>
          <li>
            <Link to="/SearchResultsPage">Search results</Link>
          </li>
          <li>
            <Link to="/MarketingPage">Marketing and partnership</Link>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
        <Route path="/HomePage" element={<HomePage />} />
        <Route path="/ProductPage" element={<ProductPage />} />
        <Route path="/GlobalProductPage" element={<GlobalProductPage />} />
        <Route path="/SearchResultsPage" element={<SearchResultsPage />} />
        <Route path="/MarketingPage" element={<MarketingPage />} />
          <Route path="*" element={<HomePage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Standalone /></StrictMode>);
