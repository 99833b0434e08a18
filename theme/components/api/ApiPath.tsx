/** An endpoint path with its `{parameters}` highlighted. */
export function ApiPath({ path, className }: { path: string; className?: string }) {
  const parts = path.split(/(\{[^}]+\})/g).filter(Boolean);
  return (
    <code className={`ap-api-path${className ? ` ${className}` : ''}`}>
      {parts.map((part, index) =>
        part.startsWith('{') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a path never reorder
          <span key={index} className="ap-api-path__param">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </code>
  );
}
