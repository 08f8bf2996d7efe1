/** One labelled fact of a hit (a `dt`/`dd` pair inside a `dl`); the value is data, isolated for RTL pages. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">
        <bdi>{value}</bdi>
      </dd>
    </>
  );
}
