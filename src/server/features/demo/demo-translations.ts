import type { SiteContentKey } from '#shared/site/content.ts';

/** Catalan and English title and description of a demo property (docs/product.md §11.2: Spanish is the fallback). */
type DemoTranslation = { title_ca: string; title_en: string; description_ca: string; description_en: string };

/** Keyed by the Spanish title in DEMO_PROPERTIES; same paragraphs as the Spanish description. */
export const DEMO_PROPERTY_TRANSLATIONS: Readonly<Record<string, DemoTranslation>> = {
  'Piso reformado con balcón en Gràcia': {
    title_ca: 'Pis reformat amb balcó a Gràcia',
    title_en: 'Renovated flat with balcony in Gràcia',
    description_ca:
      'Pis exterior i lluminós en una finca clàssica de Gràcia, a dos carrers de la plaça del Sol. Reforma integral acabada: instal·lació elèctrica i lampisteria noves, aerotèrmia amb terra radiant, finestres amb trencament de pont tèrmic i fusteria de roure.\n\nLa sala d’estar i menjador dona a un balcó al carrer, i la cuina, oberta i equipada amb electrodomèstics d’alta eficiència, té illa amb barra. Tres dormitoris, el principal amb bany en suite, i un segon bany complet.',
    description_en:
      'Bright, outward-facing flat in a classic Gràcia building, two streets from Plaça del Sol. Full renovation completed: new wiring and plumbing, aerothermal heat pump with underfloor heating, thermally broken windows and oak joinery.\n\nThe living-dining room opens onto a street-facing balcony, and the open-plan kitchen, fitted with high-efficiency appliances, has an island with a breakfast bar. Three bedrooms, the main one with an en-suite bathroom, plus a second full bathroom.',
  },
  'Ático con terraza en el Eixample': {
    title_ca: 'Àtic amb terrassa a l’Eixample',
    title_en: 'Penthouse with terrace in the Eixample',
    description_ca:
      'Àtic a la Dreta de l’Eixample amb terrassa de 25 m² orientada al sud i vistes sobre els terrats del barri. La reforma ha obert la planta per guanyar llum: sala d’estar, menjador i cuina en un únic espai amb accés directe a la terrassa.\n\nDos dormitoris dobles, dos banys amb revestiments de porcellànic, climatització per conductes i edifici amb ascensor.',
    description_en:
      'Penthouse in the Dreta de l’Eixample with a 25 m² south-facing terrace and views over the neighbourhood’s rooftops. The renovation has opened up the floor plan to let in more light: living room, dining area and kitchen in a single space with direct access to the terrace.\n\nTwo double bedrooms, two bathrooms with porcelain tiling, ducted air conditioning and a building with a lift.',
  },
  'Estudio luminoso en el Born': {
    title_ca: 'Estudi lluminós al Born',
    title_en: 'Bright studio in El Born',
    description_ca:
      'Estudi amb sostres alts i bigues de fusta restaurades en un carrer tranquil del Born, a cinc minuts del mercat de Santa Caterina. Distribució eficient amb zona de dia, cuina lineal i altell per al dormitori.\n\nIdeal com a primer habitatge o com a inversió: s’entrega moblat a mida, amb armaris encastats i bany complet amb finestra.',
    description_en:
      'Studio with high ceilings and restored wooden beams on a quiet street in El Born, five minutes from the Santa Caterina market. An efficient layout with a living area, galley kitchen and sleeping mezzanine.\n\nIdeal as a first home or an investment: handed over with bespoke furniture, built-in wardrobes and a full bathroom with a window.',
  },
  'Piso señorial en Sant Gervasi': {
    title_ca: 'Pis senyorial a Sant Gervasi',
    title_en: 'Stately flat in Sant Gervasi',
    description_ca:
      'Pis de sostres alts i motllures originals a Sant Gervasi - Galvany, molt a prop del Turó Park. Hi estem fent una reforma integral que conserva els elements nobles (mosaic hidràulic, portes de pas i motllures) i renova completament les instal·lacions, la cuina i els banys.\n\nQuatre dormitoris, dos banys i una gran galeria envidrada. Lliurament previst a la primavera: escriu-nos si el vols reservar abans que surti a la venda.',
    description_en:
      'Flat with high ceilings and original mouldings in Sant Gervasi - Galvany, very close to Turó Park. We are carrying out a full renovation that keeps its period features (encaustic tiles, interior doors and mouldings) and completely renews the wiring and plumbing, kitchen and bathrooms.\n\nFour bedrooms, two bathrooms and a large glazed gallery. Handover expected in spring: write to us if you would like to reserve it before it goes on sale.',
  },
  'Casa con patio en Horta': {
    title_ca: 'Casa amb pati a Horta',
    title_en: 'House with courtyard in Horta',
    description_ca:
      'Casa unifamiliar de dues plantes amb pati privat al nucli antic d’Horta, un entorn tranquil i ben comunicat amb el metro. La reforma inclou reforç estructural, coberta nova aïllada, cuina oberta al pati i tres dormitoris a la planta superior.\n\nUna oportunitat poc habitual per viure en una casa dins de Barcelona.',
    description_en:
      'Two-storey single-family house with a private courtyard in the old quarter of Horta, a quiet area with good metro links. The renovation includes structural reinforcement, a new insulated roof, a kitchen opening onto the courtyard and three bedrooms on the upper floor.\n\nA rare opportunity to live in a house within Barcelona.',
  },
  'Piso familiar en Poblenou': {
    title_ca: 'Pis familiar al Poblenou',
    title_en: 'Family flat in Poblenou',
    description_ca:
      'Pis de tres dormitoris en una finca rehabilitada del Poblenou, a pocs minuts de la Rambla del Poblenou i de la platja. La reforma en curs redistribueix l’habitatge per guanyar una sala d’estar àmplia amb cuina oberta i un bany complet amb finestra.\n\nFusteries noves, aïllament acústic i preinstal·lació d’aire condicionat.',
    description_en:
      'Three-bedroom flat in a restored building in Poblenou, a few minutes from the Rambla del Poblenou and the beach. The renovation under way reworks the layout to create a spacious living room with an open-plan kitchen and a full bathroom with a window.\n\nNew window frames, soundproofing and pre-installation for air conditioning.',
  },
  'Piso con encanto en Sant Antoni': {
    title_ca: 'Pis amb encant a Sant Antoni',
    title_en: 'Charming flat in Sant Antoni',
    description_ca:
      'Pis reformat al costat del mercat de Sant Antoni, amb terres hidràulics recuperats i sostres de volta catalana. Dos dormitoris, bany complet i cuina equipada amb sortida a una galeria interior assolellada.\n\nVenut en tres setmanes: si busques alguna cosa semblant, explica’ns què necessites.',
    description_en:
      'Renovated flat next to the Sant Antoni market, with restored encaustic floor tiles and Catalan vaulted ceilings (volta catalana). Two bedrooms, a full bathroom and a fitted kitchen opening onto a sunny inner gallery.\n\nSold in three weeks: if you are looking for something similar, tell us what you need.',
  },
  'Dúplex en Sarrià': {
    title_ca: 'Dúplex a Sarrià',
    title_en: 'Duplex in Sarrià',
    description_ca:
      'Dúplex al nucli antic de Sarrià amb terrassa a la planta superior. Reforma integral amb escala de roure, cuina oberta, tres dormitoris i dos banys, i aïllament tèrmic complet de façana i coberta.\n\nVenut abans d’acabar l’obra.',
    description_en:
      'Duplex in the old centre of Sarrià with a terrace on the upper floor. Full renovation with an oak staircase, open-plan kitchen, three bedrooms and two bathrooms, and complete thermal insulation of the façade and roof.\n\nSold before the works were finished.',
  },
};

/**
 * Catalan and English of the Spanish marketing texts in CONTENT_DEFAULTS (not the company's details), stored by the
 * demo seed next to the unchanged Spanish default.
 */
export const DEMO_CONTENT_TRANSLATIONS: Readonly<Partial<Record<SiteContentKey, { ca: string; en: string }>>> = {
  hero_title: { ca: 'Transformem habitatges a Barcelona', en: 'We transform homes in Barcelona' },
  hero_subtitle: {
    ca: 'Comprem, reformem i venem pisos a punt per entrar-hi a viure',
    en: 'We buy, renovate and sell flats ready to move into',
  },
  hero_description: {
    ca: 'Busquem habitatges amb potencial, els reformem completament amb materials de qualitat i els posem a la venda sense intermediaris.',
    en: 'We look for homes with potential, renovate them completely with quality materials and put them up for sale with no intermediaries.',
  },
  about_title: { ca: 'Sobre nosaltres', en: 'About us' },
  about_description: {
    ca: 'A Casa Nova donem una segona vida a habitatges de Barcelona. Ens encarreguem de tot el procés, de la compra a la venda, passant per un projecte de reforma integral, perquè tu només hagis de triar la teva nova llar.',
    en: 'At Casa Nova we give Barcelona homes a second life. We take care of the whole process, from purchase to sale, including a full renovation project, so that all you have to do is choose your new home.',
  },
  contact_title: { ca: 'Contacta amb nosaltres', en: 'Contact us' },
  contact_description: {
    ca: 'T’interessa algun dels nostres habitatges o ens vols vendre el teu? Escriu-nos i et respondrem al més aviat possible.',
    en: 'Interested in one of our homes, or would you like to sell us yours? Write to us and we will reply as soon as possible.',
  },
  footer_description: {
    ca: 'Comprem, reformem i venem habitatges a Barcelona. Reformes integrals clau en mà amb garantia professional.',
    en: 'We buy, renovate and sell homes in Barcelona. Turnkey full renovations with a professional guarantee.',
  },
};

type CaEn = { ca: string; en: string };

/** The default menu's labels, keyed by the item's id in DEFAULT_MENU. */
export const DEMO_MENU_TRANSLATIONS: Readonly<Record<string, CaEn & { es: string }>> = {
  inicio: { es: 'Inicio', ca: 'Inici', en: 'Home' },
  propiedades: { es: 'Propiedades', ca: 'Habitatges', en: 'Properties' },
  'sobre-nosotros': { es: 'Sobre Nosotros', ca: 'Qui som', en: 'About us' },
  contacto: { es: 'Contacto', ca: 'Contacte', en: 'Contact' },
};

/** The demo images' captions, keyed by the Spanish caption in DEMO_PROPERTIES. */
export const DEMO_CAPTION_TRANSLATIONS: Readonly<Record<string, CaEn>> = {
  'Baño completo con ventana': { ca: 'Bany complet amb finestra', en: 'Full bathroom with a window' },
  'Baño en suite con plato de ducha': {
    ca: 'Bany en suite amb plat de dutxa',
    en: 'En-suite bathroom with a walk-in shower',
  },
  'Cocina abierta con isla': { ca: 'Cuina oberta amb illa', en: 'Open-plan kitchen with an island' },
  'Cocina con salida a la galería': { ca: 'Cuina amb sortida a la galeria', en: 'Kitchen opening onto the gallery' },
  'Cocina integrada': { ca: 'Cuina integrada', en: 'Open kitchen' },
  'Dormitorio con buhardilla': { ca: 'Dormitori sota la coberta', en: 'Attic bedroom' },
  'Dormitorio doble': { ca: 'Dormitori doble', en: 'Double bedroom' },
  'Dormitorio principal': { ca: 'Dormitori principal', en: 'Main bedroom' },
  'Estado actual de la obra': { ca: 'Estat actual de l’obra', en: 'The works today' },
  'Fachada del edificio': { ca: 'Façana de l’edifici', en: 'The building’s façade' },
  'Proyecto: así quedará el salón': {
    ca: 'Projecte: així quedarà la sala d’estar',
    en: 'Design: how the living room will look',
  },
  'Proyecto: cocina abierta al patio': {
    ca: 'Projecte: cuina oberta al pati',
    en: 'Design: kitchen opening onto the courtyard',
  },
  'Proyecto: dormitorio principal': { ca: 'Projecte: dormitori principal', en: 'Design: main bedroom' },
  'Salón comedor con salida al balcón': {
    ca: 'Sala d’estar i menjador amb sortida al balcó',
    en: 'Living-dining room opening onto the balcony',
  },
  'Salón con salida a la terraza': {
    ca: 'Sala d’estar amb sortida a la terrassa',
    en: 'Living room opening onto the terrace',
  },
  'Salón con volta catalana': {
    ca: 'Sala d’estar amb volta catalana',
    en: 'Living room with a Catalan vaulted ceiling',
  },
  'Salón de la planta principal': { ca: 'Sala d’estar de la planta principal', en: 'Living room on the main floor' },
  'Zona de día con vigas restauradas': {
    ca: 'Zona de dia amb bigues restaurades',
    en: 'Living area with restored beams',
  },
};

/** The demo videos' titles, keyed by the Spanish title. */
export const DEMO_VIDEO_TITLE_TRANSLATIONS: Readonly<Record<string, CaEn>> = {
  'Recorrido por la vivienda': { ca: 'Recorregut per l’habitatge', en: 'A walk through the home' },
};
