import { z } from 'zod'

/** An uploaded image and the sizes made from it (apps/server/src/modules/media). */
export const storedImage = z.object({
  id: z.string(),
  type: z.enum(['jpeg', 'png', 'svg']),
  url: z.string(),
  sizes: z.object({ large: z.string(), card: z.string(), thumb: z.string() }),
})
export type StoredImage = z.infer<typeof storedImage>
