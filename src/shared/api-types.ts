import type { ContentValues } from './content';

/** Response shapes of the HTTP API (field names from spec §3), shared by server and browser. */

export type ImageVariantDto = { width: number; height: number; url: string };

export type PropertyImageDto = {
  id: number;
  /** Largest WebP variant, served by the product (never a data: URL). */
  url: string;
  width: number;
  height: number;
  /** Ascending by width, for srcset. */
  variants: ImageVariantDto[];
  caption: string | null;
  is_before: boolean;
  is_after: boolean;
  order: number;
};

export type PropertyVideoDto = { id: number; youtube_url: string; title: string | null };

export type PropertyDto = {
  id: number;
  slug: string;
  title: string;
  description: string;
  address: string;
  neighborhood: string;
  property_type: string;
  status: string;
  bedrooms: number;
  bathrooms: number;
  size_m2: number;
  images: PropertyImageDto[];
  videos: PropertyVideoDto[];
  order: number;
  start_date: string | null;
  completion_date: string | null;
  energy_rating: string | null;
  energy_consumption: number | null;
  energy_emissions: number | null;
  price: number | null;
  created_at: string;
  updated_at: string;
};

export type MenuItemDto = { id: string; label: string; href: string; order: number; is_active: boolean };

/** Every known key with its value (stored or Spanish fallback); unknown stored keys too. */
export type SiteContentDto = ContentValues;

export type ContactDto = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  interested_property: string | null;
  created_at: string;
};

export type StatsDto = { total_properties: number; reformando: number; vendiendo: number; vendidas: number };

export type SystemStatusDto = {
  version: string;
  database: 'pglite' | 'postgres';
  last_backup_at: string | null;
  mail: { pending: number; failed: number; last_error: string | null };
};

export type MeDto = { id: number; username: string; email: string | null; is_admin: boolean };

export type LoginResponse = { access_token: string; token_type: 'bearer' };

/** Data the server embeds in a server-rendered public page, so hydration needs no API call. */
export type PublicPageData = {
  page: 'home' | 'property' | 'terminos' | 'privacidad' | 'cookies' | 'not_found';
  content: SiteContentDto;
  menu: MenuItemDto[];
  properties: PropertyDto[];
  /** The property whose modal opens on load (property URLs). */
  propertyId: number | null;
  /** Server's current year, so the footer renders the same on both sides. */
  year: number;
  publicUrl: string;
};
