/** A desk section whose screen another part of the desk provides: its heading, and what it will hold. */
export function DeskSection({ title, about }: { title: string; about: string }) {
  return (
    <section aria-labelledby="desk-section-title">
      <h2 id="desk-section-title">{title}</h2>
      <p className="backoffice__muted">{about}</p>
    </section>
  );
}

export const CounterpartiesSection = () => <DeskSection title="Counterparties" about="Every supplier and buyer, with their balances." />;
export const AgeingSection = () => <DeskSection title="Ageing" about="Every open balance by age, payables and receivables apart." />;
