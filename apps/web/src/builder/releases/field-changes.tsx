// A list of changed fields: key, value before, value after.
import type { FieldChange } from '@vitrine/core';
import { formatValue } from './format-value.ts';

export function FieldChanges({ title, changes }: { title?: string; changes: readonly FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div className="mt-1">
      {title && (
        <div className="text-[10px] font-medium tracking-wide text-neutral-500 uppercase">{title}</div>
      )}
      <table className="w-full table-fixed text-[11px]">
        <tbody>
          {changes.map((change) => (
            <tr key={change.key} data-testid="field-change" className="align-top">
              <td className="w-1/4 truncate py-0.5 pr-2 font-mono text-neutral-600">{change.key}</td>
              <td className="w-[37%] truncate py-0.5 pr-2 text-red-700 line-through decoration-red-300">
                {formatValue(change.before)}
              </td>
              <td className="truncate py-0.5 text-green-700">{formatValue(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
