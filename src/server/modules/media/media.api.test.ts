/**
 * Product images and brand logos (issue 15 item 5): uploads are checked by their bytes, resized
 * to a display size and a thumbnail, stripped of metadata, stored, and served under versioned
 * addresses to those who may see the product or the entry; anything else is refused and stores
 * nothing.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { IMAGE_CODES, IMAGE_MAX_BYTES, IMAGE_SIZES, IMAGE_TEXTS } from '#shared/media-texts.ts'
import { brandsDirectory, products } from '#server/db/schema/index.ts'
import { brandEntryWithResellers, insertProduct } from '#testing/brand-products.ts'
import { bodyOf, get, send } from '#testing/http.ts'
import { imageForm, jpegBytes, pngBytes, putForm, storedFiles, webpBytes } from '#testing/media.ts'
import { createBrand, pdfBytes } from '#testing/public-site.ts'
import { signedInCast, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: Session
let brand: Session
let otherBrand: Session
let reseller: Session
let otherReseller: Session
let entryId: string

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brand, otherBrand, reseller, otherReseller] = await signedInCast(t)
  entryId = (await brandEntryWithResellers(t.deps, brand, [reseller.id])).id
})

afterAll(async () => {
  await t?.close()
})

interface ImageAnswer {
  image: { productId: string; imageUrl: string | null; thumbnailUrl: string | null }
}

const upload = (productId: string, form: FormData, cookie = brand.cookie) =>
  putForm(t.app, `/api/brand/products/${productId}/image`, form, { cookie })

const versionOf = async (productId: string) =>
  (
    await t.deps.db
      .select({ v: products.imageVersion })
      .from(products)
      .where(eq(products.id, productId))
  )[0]!.v

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer())
}

describe('product images', () => {
  test('a JPEG is stored as WebP at the display size and a thumbnail, without its EXIF, and served cached for good', async () => {
    const product = await insertProduct(t.deps, brand.id, { name: 'Enamel Kettle' })
    const response = await upload(product.id, imageForm(await jpegBytes(1600, 1000), 'k.jpg'))
    expect(response.status, await response.clone().text()).toBe(200)
    const { image } = await bodyOf<ImageAnswer>(response)
    const version = await versionOf(product.id)
    expect(image).toEqual({
      productId: product.id,
      imageUrl: `/api/product-images/${product.id}/${version}/display`,
      thumbnailUrl: `/api/product-images/${product.id}/${version}/thumb`,
    })
    expect(storedFiles(t.deps, `product-images/${product.id}`)).toEqual([
      `${version}-display.webp`,
      `${version}-thumb.webp`,
    ])

    const display = await get(t.app, image.imageUrl!, { cookie: brand.cookie })
    expect(display.status).toBe(200)
    expect(display.headers.get('content-type')).toBe('image/webp')
    expect(display.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(display.headers.get('x-content-type-options')).toBe('nosniff')
    const displayBytes = await bytesOf(display)
    const meta = await sharp(displayBytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: IMAGE_SIZES.product.display, height: 750 })
    expect(meta.exif).toBeUndefined()
    expect(displayBytes.includes(Buffer.from('Secret Model'))).toBe(false)

    const thumb = await sharp(
      await bytesOf(await get(t.app, image.thumbnailUrl!, { cookie: brand.cookie })),
    ).metadata()
    expect(thumb).toMatchObject({ format: 'webp', width: IMAGE_SIZES.product.thumb, height: 150 })

    // The inventory lists it.
    const list = await bodyOf<{ products: { id: string; thumbnailUrl: string | null }[] }>(
      await get(t.app, '/api/brand/products', { cookie: brand.cookie }),
    )
    expect(list.products.find((p) => p.id === product.id)?.thumbnailUrl).toBe(image.thumbnailUrl)
  })

  test('PNG and WebP are accepted; a small image is never enlarged', async () => {
    for (const [bytes, name] of [
      [await pngBytes(100, 80), 'p.png'],
      [await webpBytes(200, 200), 'w.webp'],
    ] as const) {
      const product = await insertProduct(t.deps, brand.id)
      const response = await upload(product.id, imageForm(bytes, name))
      expect(response.status).toBe(200)
      const { image } = await bodyOf<ImageAnswer>(response)
      const meta = await sharp(
        await bytesOf(await get(t.app, image.imageUrl!, { cookie: brand.cookie })),
      ).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBeLessThanOrEqual(200)
    }
  })

  test('the authorized reseller sees the thumbnail in the brand’s products and may load it; others may not', async () => {
    const product = await insertProduct(t.deps, brand.id, { name: 'Seen Product' })
    const { image } = await bodyOf<ImageAnswer>(
      await upload(product.id, imageForm(await jpegBytes(400, 400), 'a.jpg')),
    )
    const listing = await bodyOf<{ products: { id: string; thumbnailUrl: string | null }[] }>(
      await get(t.app, `/api/reseller/brands/${entryId}/products`, { cookie: reseller.cookie }),
    )
    expect(listing.products.find((p) => p.id === product.id)?.thumbnailUrl).toBe(image.thumbnailUrl)
    expect((await get(t.app, image.thumbnailUrl!, { cookie: reseller.cookie })).status).toBe(200)
    expect((await get(t.app, image.thumbnailUrl!, { cookie: admin.cookie })).status).toBe(200)
    expect((await get(t.app, image.thumbnailUrl!, { cookie: otherReseller.cookie })).status).toBe(
      404,
    )
    expect((await get(t.app, image.thumbnailUrl!, { cookie: otherBrand.cookie })).status).toBe(404)
    expect((await get(t.app, image.thumbnailUrl!)).status).toBe(401)
  })

  test('a pending product’s image is not shown to resellers', async () => {
    const product = await insertProduct(t.deps, brand.id, { approvalStatus: 'pending' })
    const { image } = await bodyOf<ImageAnswer>(
      await upload(product.id, imageForm(await jpegBytes(300, 300), 'a.jpg')),
    )
    expect((await get(t.app, image.thumbnailUrl!, { cookie: reseller.cookie })).status).toBe(404)
  })

  test('a new upload has a new address at once; the old one and its files are gone', async () => {
    const product = await insertProduct(t.deps, brand.id)
    const first = await bodyOf<ImageAnswer>(
      await upload(product.id, imageForm(await jpegBytes(300, 300), 'a.jpg')),
    )
    const second = await bodyOf<ImageAnswer>(
      await upload(product.id, imageForm(await pngBytes(300, 300), 'b.png')),
    )
    expect(second.image.imageUrl).not.toBe(first.image.imageUrl)
    expect((await get(t.app, first.image.imageUrl!, { cookie: brand.cookie })).status).toBe(404)
    expect((await get(t.app, second.image.imageUrl!, { cookie: brand.cookie })).status).toBe(200)
    const version = await versionOf(product.id)
    expect(storedFiles(t.deps, `product-images/${product.id}`)).toEqual([
      `${version}-display.webp`,
      `${version}-thumb.webp`,
    ])
  })

  test('removing the image clears it and its files', async () => {
    const product = await insertProduct(t.deps, brand.id)
    await upload(product.id, imageForm(await jpegBytes(300, 300), 'a.jpg'))
    const response = await send(t.app, 'DELETE', `/api/brand/products/${product.id}/image`, {
      cookie: brand.cookie,
    })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({
      image: { productId: product.id, imageUrl: null, thumbnailUrl: null },
    })
    expect(await versionOf(product.id)).toBeNull()
    expect(storedFiles(t.deps, `product-images/${product.id}`)).toEqual([])
  })

  test.each([
    ['a text file named .jpg', () => new TextEncoder().encode('hello, not an image'), 'x.jpg'],
    ['a PDF named .png', () => pdfBytes(), 'x.png'],
    ['a GIF', () => new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), 'x.gif'],
    [
      'an SVG',
      () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.svg',
    ],
  ])('%s is refused with 415 and stores nothing', async (_, bytes, name) => {
    const product = await insertProduct(t.deps, brand.id)
    const response = await upload(
      product.id,
      imageForm(bytes() as Uint8Array<ArrayBuffer>, name, 'image/jpeg'),
    )
    expect(response.status).toBe(415)
    expect(await bodyOf(response)).toEqual({ code: IMAGE_CODES.type, message: IMAGE_TEXTS.type })
    expect(await versionOf(product.id)).toBeNull()
    expect(storedFiles(t.deps, `product-images/${product.id}`)).toEqual([])
  })

  test('a damaged JPEG (right signature, broken data) is refused with 422 and stores nothing', async () => {
    const product = await insertProduct(t.deps, brand.id)
    const whole = await jpegBytes(600, 600)
    const broken = new Uint8Array(whole.subarray(0, 400))
    const response = await upload(product.id, imageForm(broken, 'broken.jpg'))
    expect(response.status).toBe(422)
    expect(await bodyOf(response)).toEqual({
      code: IMAGE_CODES.unreadable,
      message: IMAGE_TEXTS.unreadable,
    })
    expect(await versionOf(product.id)).toBeNull()
    expect(storedFiles(t.deps, `product-images/${product.id}`)).toEqual([])
  })

  test('an image over the size limit is refused with 413 and stores nothing', async () => {
    const product = await insertProduct(t.deps, brand.id)
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1)
    big.set(await jpegBytes(100, 100))
    const response = await upload(product.id, imageForm(big, 'big.jpg'))
    expect(response.status).toBe(413)
    expect(await bodyOf(response)).toMatchObject({
      code: IMAGE_CODES.tooLarge,
      message: IMAGE_TEXTS.tooLarge,
    })
    expect(await versionOf(product.id)).toBeNull()
    expect(storedFiles(t.deps, `product-images/${product.id}`)).toEqual([])
  })

  test('no file, or not multipart: 400 with the reason', async () => {
    const product = await insertProduct(t.deps, brand.id)
    const empty = await upload(product.id, new FormData())
    expect(empty.status).toBe(400)
    expect((await bodyOf<{ message: string }>(empty)).message).toBe(IMAGE_TEXTS.fileRequired)
    const json = await send(t.app, 'PUT', `/api/brand/products/${product.id}/image`, {
      cookie: brand.cookie,
      json: { file: 'x' },
    })
    expect(json.status).toBe(400)
    expect((await bodyOf<{ message: string }>(json)).message).toBe(IMAGE_TEXTS.multipartRequired)
  })

  test('another brand cannot set or remove a product’s image: 404, and the image stays', async () => {
    const product = await insertProduct(t.deps, brand.id)
    await upload(product.id, imageForm(await jpegBytes(300, 300), 'a.jpg'))
    const before = await versionOf(product.id)
    const put = await upload(
      product.id,
      imageForm(await jpegBytes(300, 300), 'b.jpg'),
      otherBrand.cookie,
    )
    expect(put.status).toBe(404)
    const del = await send(t.app, 'DELETE', `/api/brand/products/${product.id}/image`, {
      cookie: otherBrand.cookie,
    })
    expect(del.status).toBe(404)
    expect(await versionOf(product.id)).toBe(before)
    expect(storedFiles(t.deps, `product-images/${product.id}`)).toHaveLength(2)
  })
})

describe('brand logos', () => {
  test('the brand uploads a logo: its entry, the public search and the admin list show it', async () => {
    const logoBrand = (await signedInCast(t))[1]
    const entry = await brandEntryWithResellers(t.deps, logoBrand, [reseller.id], {
      name: '[DEMO] Logo Goods',
      logoUrl: 'https://cdn.example/typed.png',
    })
    const response = await putForm(
      t.app,
      '/api/brand/entry/logo',
      imageForm(await pngBytes(1000, 500), 'logo.png', 'image/png'),
      { cookie: logoBrand.cookie },
    )
    expect(response.status, await response.clone().text()).toBe(200)
    const { logo } = await bodyOf<{ logo: { entryId: string; logoUrl: string } }>(response)
    const [row] = await t.deps.db
      .select({ v: brandsDirectory.logoImageVersion, typed: brandsDirectory.logoUrl })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, entry.id))
    expect(logo).toEqual({
      entryId: entry.id,
      logoUrl: `/api/brand-logos/${entry.id}/${row!.v}/thumb`,
    })
    // The admin's typed address is kept; the upload is what shows.
    expect(row!.typed).toBe('https://cdn.example/typed.png')

    const own = await bodyOf<{ entry: { logoUrl: string } }>(
      await get(t.app, '/api/brand/entry', { cookie: logoBrand.cookie }),
    )
    expect(own.entry.logoUrl).toBe(logo.logoUrl)

    const served = await get(t.app, logo.logoUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(await bytesOf(served)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: IMAGE_SIZES.logo.thumb, hasAlpha: true })

    const search = await bodyOf<{ results: { id: string; logoUrl: string | null }[] }>(
      await get(t.app, '/api/search?q=Logo%20Goods'),
    )
    expect(search.results.find((b) => b.id === entry.id)?.logoUrl).toBe(logo.logoUrl)

    const admins = await bodyOf<{
      brands: { id: string; logoUrl: string | null; shownLogoUrl: string | null }[]
    }>(await get(t.app, `/api/admin/brands?search=Logo%20Goods`, { cookie: admin.cookie }))
    expect(admins.brands.find((b) => b.id === entry.id)).toMatchObject({
      logoUrl: 'https://cdn.example/typed.png',
      shownLogoUrl: logo.logoUrl,
    })

    // Removing it brings the typed address back, and the old address is gone.
    const removed = await send(t.app, 'DELETE', '/api/brand/entry/logo', {
      cookie: logoBrand.cookie,
    })
    expect(await bodyOf(removed)).toEqual({
      logo: { entryId: entry.id, logoUrl: 'https://cdn.example/typed.png' },
    })
    expect((await get(t.app, logo.logoUrl)).status).toBe(404)
    expect(storedFiles(t.deps, `brand-logos/${entry.id}`)).toEqual([])
  })

  test('an inactive entry’s logo is for its owner and admins only', async () => {
    const [, owner] = await signedInCast(t)
    await brandEntryWithResellers(t.deps, owner, [], { isActive: false })
    const { logo } = await bodyOf<{ logo: { logoUrl: string } }>(
      await putForm(t.app, '/api/brand/entry/logo', imageForm(await jpegBytes(200, 200), 'l.jpg'), {
        cookie: owner.cookie,
      }),
    )
    expect((await get(t.app, logo.logoUrl)).status).toBe(404)
    expect((await get(t.app, logo.logoUrl, { cookie: reseller.cookie })).status).toBe(404)
    const mine = await get(t.app, logo.logoUrl, { cookie: owner.cookie })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect((await get(t.app, logo.logoUrl, { cookie: admin.cookie })).status).toBe(200)
  })

  test('a brand without an entry gets 409; a fake image is refused and stores nothing', async () => {
    const [, lone] = await signedInCast(t)
    const none = await putForm(
      t.app,
      '/api/brand/entry/logo',
      imageForm(await jpegBytes(100, 100), 'l.jpg'),
      { cookie: lone.cookie },
    )
    expect(none.status).toBe(409)
    expect((await bodyOf<{ message: string }>(none)).message).toBe(IMAGE_TEXTS.noEntry)

    const entry = await createBrand(t.deps, { contactEmail: lone.email, ownerUserId: lone.id })
    const fake = await putForm(
      t.app,
      '/api/brand/entry/logo',
      imageForm(new TextEncoder().encode('<html>hi</html>') as Uint8Array<ArrayBuffer>, 'l.png'),
      { cookie: lone.cookie },
    )
    expect(fake.status).toBe(415)
    expect(storedFiles(t.deps, `brand-logos/${entry.id}`)).toEqual([])
  })
})
