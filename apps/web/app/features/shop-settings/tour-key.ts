/** Where this browser remembers that the admin's guided tour of a shop is over (decision 097). */
export const tourKey = (slug: string) => `tianguis:tour:${slug}`
