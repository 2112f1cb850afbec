import sharp from 'sharp';

/** A photo-like JPEG (gradient + noise) so WebP encoding does real work. */
export async function photo(width: number, height: number, seed = 1): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(seed * 47) % 360},45%,60%)"/><stop offset="1" stop-color="hsl(${(seed * 91) % 360},40%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${width * 0.1}" y="${height * 0.3}" width="${width * 0.5}" height="${height * 0.5}" fill="#f3efe6" opacity="0.8"/>
  </svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const propertyBody = (index: number, images: string[]) => ({
  title: `Piso reformado número ${index} en Barcelona`,
  description: 'Vivienda reformada con materiales de calidad, mucha luz natural y distribución eficiente.',
  address: `Carrer de Mallorca ${100 + index}`,
  neighborhood: ['Gràcia', 'Eixample', 'Sants', 'Poblenou'][index % 4],
  property_type: 'piso',
  status: ['reformando', 'vendiendo', 'vendido'][index % 3],
  bedrooms: 3,
  bathrooms: 2,
  size_m2: 80,
  images: images.map((url, order) => ({ url, order: order + 1, caption: `Imagen ${order + 1}` })),
  videos: [],
});

/** Creates `count` properties with `imagesEach` images through the admin API. */
export async function seedProperties(url: string, token: string, count: number, imagesEach: number): Promise<number[]> {
  const images: string[] = [];
  for (let i = 0; i < imagesEach; i++)
    images.push(`data:image/jpeg;base64,${(await photo(1280, 853, i + 1)).toString('base64')}`);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}/api/cms/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(propertyBody(i, images)),
    });
    if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

export { propertyBody };
