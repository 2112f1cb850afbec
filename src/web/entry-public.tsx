import { hydrateRoot } from 'react-dom/client';
import type { PublicPageData } from '../shared/api-types';
import { PublicApp } from './features/public-site/PublicApp';
import './styles.css';

const data = JSON.parse(document.getElementById('__DATA__')!.textContent!) as PublicPageData;
hydrateRoot(document.getElementById('root')!, <PublicApp data={data} />);
