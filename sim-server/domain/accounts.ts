// Changing a stored account: the change is made to a copy, which replaces the stored account in
// one logged transaction. Answers the account as it now is.
import type { Store } from '../store/store';
import type { Account } from '../store/state';
import type { Transaction } from '../store/transaction';

export function updateAccountIn(
  tx: Transaction,
  account: Account,
  change: (draft: Account) => void,
): Account {
  const updated = tx.update('accounts', account.id, change);
  if (!updated) throw new Error(`Account ${account.id} is not stored.`);
  return updated;
}

export function updateAccount(
  store: Store,
  account: Account,
  change: (draft: Account) => void,
): Account {
  return store.transact((tx) => updateAccountIn(tx, account, change));
}
