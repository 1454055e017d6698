drop table credit_ledger;
