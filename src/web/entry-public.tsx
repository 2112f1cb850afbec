import { hydrateRoot } from 'react-dom/client';
import type { PublicPageData } from '../shared/api/api-types';
import { isLegalPageKey } from '../shared/site/legal-pages';
import { PublicApp } from './features/public-site/PublicApp';
import './styles.css';

const data = JSON.parse(document.getElementById('__DATA__')!.textContent!) as PublicPageData;
// Legal texts are a chunk of their own, fetched before hydrating so the tree matches the server's.
const legalPage = isLegalPageKey(data.page)
  ? (await import('./features/public-site/legal/LegalPage')).LegalPage
  : undefined;
hydrateRoot(document.getElementById('root')!, <PublicApp data={data} legalPage={legalPage} />);
