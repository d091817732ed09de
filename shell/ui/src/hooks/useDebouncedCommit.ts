import { useEffect, useRef, useState } from 'react';

/**
 * Text that is typed freely and handed on (`commit`) only after a pause, e.g. a search box whose
 * value drives a server query. When the committed value changes from elsewhere (Clear filters), the
 * text follows it.
 */
export function useDebouncedCommit(committed: string, commit: (value: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const lastSent = useRef(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (committed !== lastSent.current) {
      lastSent.current = committed;
      setText(committed);
    }
  }, [committed]);

  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text;
      commitRef.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return [text, setText] as const;
}
