-- The cleared job ids named other employers' jobs; there is nothing to put back.
select 1;
