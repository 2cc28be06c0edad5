import { stateParams, type TableState } from "./table-query.ts";

/** The table's other state as hidden fields, so a GET form changes one thing and keeps the rest. */
export function HiddenState({ state, omit }: { state: TableState; omit: readonly string[] }) {
  return (
    <>
      {stateParams(state, omit).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
