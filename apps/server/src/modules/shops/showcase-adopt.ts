import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client.ts'

/**
 * Makes header records and slides of a shop's stored `header_info` and `slider_info` when it has
 * none (decision 096): what migration 0032 did for every shop then, for a shop written since with
 * those fields (the demo seed, a journey's shop made like a demo one). Three statements.
 */
export async function adoptStoredShowcase(db: Db, shopId: string): Promise<void> {
  await db.execute(sql`
    insert into shop_headers (id, shop_id, title, subtitle, description, target, action_type, url,
      button_label, product, product_supplier, position)
    select 'hdr_' || substr(md5(s.id || ':header'), 1, 26), s.id,
      left(h->>'title', 30), nullif(left(h->>'subtitle', 40), ''), nullif(left(h->>'description', 130), ''),
      coalesce(h->>'target', 'all'), coalesce(h->>'action_type', 'none'), h->>'url',
      case when coalesce(h->>'action_type', 'none') = 'none' then null
        else coalesce(nullif(h->>'button_label', ''), 'Ver más') end,
      h->>'product', h->>'product_supplier', 0
    from shops s, lateral (select s.store_theme_info->'header_info' as h) x
    where s.id = ${shopId} and jsonb_typeof(h) = 'object' and coalesce(h->>'title', '') <> ''
      and coalesce(h->>'target', 'all') in ('all', 'anon', 'ul0', 'ul1', 'ul2')
      and coalesce(h->>'action_type', 'none') in ('none', 'url', 'product', 'signup')
      and not exists (select 1 from shop_headers o where o.shop_id = s.id)
    on conflict (id) do nothing`)
  await db.execute(sql`
    update shops s set store_theme_info = jsonb_set(s.store_theme_info, '{header_info,id}', to_jsonb(h.id))
    from shop_headers h
    where s.id = ${shopId} and h.shop_id = s.id and jsonb_typeof(s.store_theme_info->'header_info') = 'object'
      and h.id = 'hdr_' || substr(md5(s.id || ':header'), 1, 26)`)
  await db.execute(sql`
    insert into shop_slides (id, shop_id, hzt_image, vrt_image, hzt_image_id, vrt_image_id, type, product,
      supplier, url, url_target, target, action_type, position)
    select 'sld_' || substr(md5(s.id || ':slide:' || e.n), 1, 26), s.id,
      e.v->>'hzt_image', coalesce(e.v->>'vrt_image', e.v->>'hzt_image'), e.v->>'hzt_image_id', e.v->>'vrt_image_id',
      case when e.v->>'product' is not null then 'PRODUCT' else 'URL' end,
      e.v->>'product', e.v->>'supplier',
      case when e.v->>'product' is not null then null else e.v->>'url' end,
      coalesce((e.v->>'url_target')::boolean, false), coalesce(e.v->>'target', 'all'),
      case when e.v->>'product' is null and coalesce(e.v->>'url', '') <> '' then 'url' else 'none' end,
      (e.n - 1)::int
    from shops s, jsonb_array_elements(case when jsonb_typeof(s.store_theme_info->'slider_info') = 'array'
      then s.store_theme_info->'slider_info' else '[]'::jsonb end) with ordinality as e(v, n)
    where s.id = ${shopId} and coalesce(e.v->>'hzt_image', '') <> ''
      and coalesce(e.v->>'target', 'all') in ('all', 'anon', 'ul0', 'ul1', 'ul2')
      and not exists (select 1 from shop_slides o where o.shop_id = s.id)
    on conflict (id) do nothing`)
}
