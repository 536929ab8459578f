// A stored long text as separate paragraphs (staff separate them with a blank line); a single
// line break inside a paragraph is kept.
import { paragraphs } from '~/content/text'

export function TextParagraphs({ text, className = 'mt-4 first:mt-0' }: { text: string; className?: string }) {
  return (
    <>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index} className={`whitespace-pre-line ${className}`}>
          {paragraph}
        </p>
      ))}
    </>
  )
}
