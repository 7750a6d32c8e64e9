// Entry of the standalone page (scripts/webpack.app.cjs builds src/bootstrap.tsx); the page lives in src/app.
import './app/standalone';
