// The proxy's journal: each API exchange with what broke the contract, kept and redacted exactly
// as the simulator keeps its own (sim-server/control/journal.ts and redaction.ts: the same ring of
// entries, the same secrets kept only as their length, the same body bound), so the same QA tools
// read both.
export { Journal as ProxyJournal, type JournalEntry } from '../../sim-server/control/journal';
export { keptBody as kept } from '../../sim-server/control/redaction';
