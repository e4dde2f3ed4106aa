/** An empty list's title and text (000 §2, §8): section pages and the platform's lists. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-lg border-2 border-gray-300 border-dashed px-6 py-12 text-center">
      <p className="font-semibold text-gray-900 text-xl">{title}</p>
      <p className="mt-2 text-gray-700">{text}</p>
    </div>
  )
}
