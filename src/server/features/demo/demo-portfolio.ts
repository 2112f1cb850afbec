import { PROPERTY_STATUS, type PropertyStatus } from '#shared/property-lifecycle/statuses.ts';

import type { Palette, Scene } from './illustrations';

type DemoImage = { scene: Scene; caption: string; is_before?: boolean; is_after?: boolean };

export type DemoProperty = {
  title: string;
  description: string;
  address: string;
  neighborhood: string;
  property_type: 'piso' | 'casa' | 'atico' | 'estudio';
  status: PropertyStatus;
  bedrooms: number;
  bathrooms: number;
  size_m2: number;
  price: number | null;
  energy_rating: string | null;
  energy_consumption: number | null;
  energy_emissions: number | null;
  /** Days before the seed when it was published; sold ones also get a sale date. */
  published_days_ago: number;
  palette: Palette;
  images: DemoImage[];
  videos: { youtube_url: string; title: string }[];
};

const SAGE: Palette = {
  wall: '#efe6d8',
  wallShade: '#e0d3bf',
  floor: '#c79f74',
  floorLine: '#a27c55',
  accent: '#7d9c86',
  accentDark: '#3f6e57',
  wood: '#b07d4f',
  skyTop: '#8ec5e8',
  skyBottom: '#e8f3f8',
};
const TERRACOTTA: Palette = {
  wall: '#f3ebe1',
  wallShade: '#e6d6c4',
  floor: '#d8b48c',
  floorLine: '#b08a62',
  accent: '#d19a78',
  accentDark: '#a4573a',
  wood: '#8c6a4a',
  skyTop: '#f4b58a',
  skyBottom: '#fde9d2',
};
const NAVY: Palette = {
  wall: '#eef0ef',
  wallShade: '#dde2e1',
  floor: '#cfb597',
  floorLine: '#a88d6d',
  accent: '#8ba3b8',
  accentDark: '#2f4a63',
  wood: '#a9805a',
  skyTop: '#6fa8d6',
  skyBottom: '#dbeaf5',
};
const OLIVE: Palette = {
  wall: '#f1ede2',
  wallShade: '#e2dccb',
  floor: '#bf9a6d',
  floorLine: '#98774f',
  accent: '#b7b28a',
  accentDark: '#5f6340',
  wood: '#7f5f41',
  skyTop: '#9cc9d9',
  skyBottom: '#eef6f2',
};

// Cover first (an interior), the building last; homes in progress lead with the project render.
const sold = (rooms: DemoImage[]): DemoImage[] => [...rooms, { scene: 'facade', caption: 'Fachada del edificio' }];
const inProgress = (after: DemoImage): DemoImage[] => [
  { ...after, is_after: true },
  { scene: 'works', caption: 'Estado actual de la obra', is_before: true },
  { scene: 'facade', caption: 'Fachada del edificio' },
];

/** Demo portfolio: believable Barcelona homes across the three statuses. */
export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    title: 'Piso reformado con balcón en Gràcia',
    description:
      'Luminoso piso exterior en una finca clásica de Gràcia, a dos calles de la plaza del Sol. Reforma integral terminada: instalación eléctrica y fontanería nuevas, aerotermia con suelo radiante, ventanas con rotura de puente térmico y carpintería de roble.\n\nEl salón comedor da a un balcón a la calle y la cocina, abierta y equipada con electrodomésticos de alta eficiencia, tiene isla con barra. Tres dormitorios, el principal con baño en suite, y un segundo baño completo.',
    address: 'Carrer de Verdi, 48',
    neighborhood: 'Gràcia',
    property_type: 'piso',
    status: PROPERTY_STATUS.vendiendo,
    bedrooms: 3,
    bathrooms: 2,
    size_m2: 92,
    price: 465000,
    energy_rating: 'B',
    energy_consumption: 38.4,
    energy_emissions: 7.9,
    published_days_ago: 12,
    palette: SAGE,
    images: sold([
      { scene: 'living', caption: 'Salón comedor con salida al balcón' },
      { scene: 'kitchen', caption: 'Cocina abierta con isla' },
      { scene: 'bedroom', caption: 'Dormitorio principal' },
      { scene: 'bathroom', caption: 'Baño en suite con plato de ducha' },
    ]),
    videos: [{ youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Recorrido por la vivienda' }],
  },
  {
    title: 'Ático con terraza en el Eixample',
    description:
      'Ático en la Dreta de l’Eixample con terraza de 25 m² orientada al sur y vistas sobre las azoteas del barrio. La reforma ha abierto la planta para ganar luz: salón, comedor y cocina en un único espacio con acceso directo a la terraza.\n\nDos dormitorios dobles, dos baños con revestimientos porcelánicos, climatización por conductos y edificio con ascensor.',
    address: 'Carrer de València, 286',
    neighborhood: 'Eixample',
    property_type: 'atico',
    status: PROPERTY_STATUS.vendiendo,
    bedrooms: 2,
    bathrooms: 2,
    size_m2: 78,
    price: 598000,
    energy_rating: 'A',
    energy_consumption: 22.1,
    energy_emissions: 4.2,
    published_days_ago: 20,
    palette: TERRACOTTA,
    images: sold([
      { scene: 'kitchen', caption: 'Cocina integrada' },
      { scene: 'living', caption: 'Salón con salida a la terraza' },
      { scene: 'bedroom', caption: 'Dormitorio doble' },
    ]),
    videos: [],
  },
  {
    title: 'Estudio luminoso en el Born',
    description:
      'Estudio con techos altos y vigas de madera restauradas en una calle tranquila del Born, a cinco minutos del mercado de Santa Caterina. Distribución eficiente con zona de día, cocina lineal y altillo de dormitorio.\n\nIdeal como primera vivienda o inversión: se entrega amueblado a medida, con armarios empotrados y baño completo con ventana.',
    address: 'Carrer dels Mirallers, 7',
    neighborhood: 'El Born',
    property_type: 'estudio',
    status: PROPERTY_STATUS.vendiendo,
    bedrooms: 1,
    bathrooms: 1,
    size_m2: 42,
    price: 259000,
    energy_rating: 'C',
    energy_consumption: 61.5,
    energy_emissions: 12.8,
    published_days_ago: 35,
    palette: NAVY,
    images: sold([
      { scene: 'living', caption: 'Zona de día con vigas restauradas' },
      { scene: 'bathroom', caption: 'Baño completo con ventana' },
    ]),
    videos: [],
  },
  {
    title: 'Piso señorial en Sant Gervasi',
    description:
      'Piso de techos altos y molduras originales en Sant Gervasi - Galvany, muy cerca de Turó Park. Estamos realizando una reforma integral que conserva los elementos nobles (mosaico hidráulico, puertas de paso y molduras) y renueva por completo instalaciones, cocina y baños.\n\nCuatro dormitorios, dos baños y una gran galería acristalada. Entrega prevista en primavera: escríbenos si quieres reservarlo antes de su salida a la venta.',
    address: 'Carrer de Muntaner, 402',
    neighborhood: 'Sant Gervasi',
    property_type: 'piso',
    status: PROPERTY_STATUS.reformando,
    bedrooms: 4,
    bathrooms: 2,
    size_m2: 128,
    price: null,
    energy_rating: 'en_tramite',
    energy_consumption: null,
    energy_emissions: null,
    published_days_ago: 8,
    palette: OLIVE,
    images: inProgress({ scene: 'living', caption: 'Proyecto: así quedará el salón' }),
    videos: [],
  },
  {
    title: 'Casa con patio en Horta',
    description:
      'Casa unifamiliar de dos plantas con patio privado en el casco antiguo de Horta, un entorno tranquilo y bien comunicado con el metro. La reforma incluye refuerzo estructural, nueva cubierta aislada, cocina abierta al patio y tres dormitorios en la planta superior.\n\nUna oportunidad poco habitual para vivir en una casa dentro de Barcelona.',
    address: 'Carrer d’Horta, 61',
    neighborhood: 'Horta',
    property_type: 'casa',
    status: PROPERTY_STATUS.reformando,
    bedrooms: 3,
    bathrooms: 2,
    size_m2: 140,
    price: null,
    energy_rating: 'en_tramite',
    energy_consumption: null,
    energy_emissions: null,
    published_days_ago: 15,
    palette: TERRACOTTA,
    images: inProgress({ scene: 'kitchen', caption: 'Proyecto: cocina abierta al patio' }),
    videos: [],
  },
  {
    title: 'Piso familiar en Poblenou',
    description:
      'Piso de tres dormitorios en una finca rehabilitada del Poblenou, a pocos minutos de la Rambla del Poblenou y de la playa. La reforma en curso redistribuye la vivienda para ganar un salón amplio con cocina abierta y un baño completo con ventana.\n\nCarpinterías nuevas, aislamiento acústico y preinstalación de aire acondicionado.',
    address: 'Carrer de Pujades, 155',
    neighborhood: 'Poblenou',
    property_type: 'piso',
    status: PROPERTY_STATUS.reformando,
    bedrooms: 3,
    bathrooms: 1,
    size_m2: 85,
    price: null,
    energy_rating: null,
    energy_consumption: null,
    energy_emissions: null,
    published_days_ago: 4,
    palette: NAVY,
    images: inProgress({ scene: 'bedroom', caption: 'Proyecto: dormitorio principal' }),
    videos: [],
  },
  {
    title: 'Piso con encanto en Sant Antoni',
    description:
      'Piso reformado junto al mercado de Sant Antoni, con suelos hidráulicos recuperados y techos de volta catalana. Dos dormitorios, baño completo y cocina equipada con salida a una galería interior soleada.\n\nVendido en tres semanas: si buscas algo parecido, cuéntanos qué necesitas.',
    address: 'Carrer del Comte Borrell, 98',
    neighborhood: 'Sant Antoni',
    property_type: 'piso',
    status: PROPERTY_STATUS.vendido,
    bedrooms: 2,
    bathrooms: 1,
    size_m2: 68,
    price: 355000,
    energy_rating: 'C',
    energy_consumption: 58.2,
    energy_emissions: 11.9,
    published_days_ago: 120,
    palette: SAGE,
    images: sold([
      { scene: 'kitchen', caption: 'Cocina con salida a la galería' },
      { scene: 'living', caption: 'Salón con volta catalana' },
    ]),
    videos: [],
  },
  {
    title: 'Dúplex en Sarrià',
    description:
      'Dúplex en el núcleo antiguo de Sarrià con terraza en la planta superior. Reforma integral con escalera de roble, cocina abierta, tres dormitorios y dos baños, y aislamiento térmico completo de fachada y cubierta.\n\nVendido antes de terminar la obra.',
    address: 'Carrer Major de Sarrià, 112',
    neighborhood: 'Sarrià',
    property_type: 'piso',
    status: PROPERTY_STATUS.vendido,
    bedrooms: 3,
    bathrooms: 2,
    size_m2: 110,
    price: 690000,
    energy_rating: 'B',
    energy_consumption: 35.7,
    energy_emissions: 7.1,
    published_days_ago: 200,
    palette: OLIVE,
    images: sold([
      { scene: 'bedroom', caption: 'Dormitorio con buhardilla' },
      { scene: 'living', caption: 'Salón de la planta principal' },
    ]),
    videos: [],
  },
];

/** The menu of a new site (docs/product.md §3): one link per section of the landing page. */
export const DEFAULT_MENU = [
  { id: 'inicio', label: 'Inicio', href: '#inicio', order: 1, isActive: true },
  { id: 'propiedades', label: 'Propiedades', href: '#propiedades', order: 2, isActive: true },
  { id: 'sobre-nosotros', label: 'Sobre Nosotros', href: '#sobre-nosotros', order: 3, isActive: true },
  { id: 'contacto', label: 'Contacto', href: '#contacto', order: 4, isActive: true },
];

/** Demo company details, so the footer, legal pages, contracts and payments work at once. B65410011 is a valid-format CIF. */
export const DEMO_COMPANY_DETAILS: Record<string, string> = {
  company_address: 'Carrer de Mallorca, 214, 08008 Barcelona',
  company_email: 'hola@casanova.example',
  legal_name: 'Casa Nova Reformas S.L.',
  tax_id: 'B65410011',
  legal_address: 'Carrer de Mallorca, 214, 08008 Barcelona',
  company_phone: '+34 931 234 567',
  // Demo signatory and bank account (a well-known example IBAN), so contracts and payment
  // instructions work on a fresh demo site; the company replaces them in Contenido.
  representative_name: 'Marta Soler Puig',
  representative_dni: '12345678Z',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_name: 'CaixaBank',
  bank_bic: 'CAIXESBBXXX',
  // Example Registro Mercantil entry, so the legal notice shows every line LSSI-CE asks for.
  mercantile_registry: 'Barcelona',
  mercantile_volume: '45678',
  mercantile_folio: '123',
  mercantile_sheet: 'B-456789',
  mercantile_entry: '1.ª',
  // Example profiles, so the footer shows its links; marked as demo data like the rest (demo-company.ts).
  social_instagram: 'https://www.instagram.com/casanova.example',
  social_facebook: 'https://www.facebook.com/casanova.example',
  social_linkedin: 'https://www.linkedin.com/company/casanova-example',
};
