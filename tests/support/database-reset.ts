/**
 * Empties what a file touched, a few tables of the sixty-five, with DELETE: TRUNCATE gives each table and index new
 * files, and its CASCADE reaches nearly every table, which cost PostgreSQL ~0.25 CPU-s a file whether the tables held
 * rows or not. A table whose rows others still reference waits for the next pass; should a pass make no progress,
 * TRUNCATE … CASCADE empties what is left. Every used sequence restarts, also one whose table is empty again (as after
 * a rolled-back insert). The emptied tables' names are left in a session setting for the VACUUM that follows.
 */
const emptyTables = `do $$
declare
  name text;
  filled text[] := '{}';
  emptied text[];
  referenced text[];
  has_rows boolean;
begin
  for name in select format('%I.%I', schemaname, tablename) from pg_tables where schemaname = 'public' loop
    execute format('select exists (select from %s)', name) into has_rows;
    if has_rows then filled := filled || name; end if;
  end loop;
  emptied := filled;
  while cardinality(filled) > 0 loop
    referenced := '{}';
    foreach name in array filled loop
      begin
        execute format('delete from %s', name);
      exception when foreign_key_violation then
        referenced := referenced || name;
      end;
    end loop;
    if cardinality(referenced) = cardinality(filled) then
      execute 'truncate ' || array_to_string(referenced, ', ') || ' cascade';
      referenced := '{}';
    end if;
    filled := referenced;
  end loop;
  perform set_config('salt.emptied_tables', array_to_string(emptied, ', '), false);
  for name in
    select format('%I.%I', schemaname, sequencename) from pg_sequences
    where schemaname = 'public' and last_value is not null
  loop
    execute format('alter sequence %s restart', name);
  end loop;
end $$`

/** A connection's query function: PGlite's and node-postgres's both answer `{ rows }`. */
type Query = (statement: string) => Promise<{ rows: unknown[] }>

/**
 * Brings a test file's database back to the migrated template's state for the worker's next file: every public table
 * empty and every sequence unused (the migrations insert no rows and call no sequence). VACUUM then cuts each emptied
 * table back to no pages, so its rows are stored, and read without an ORDER BY, as in a fresh copy: a test that
 * reads rows in the order it wrote them reads them so on a lent database too (~20 ms; TRUNCATE took ~300).
 */
export async function resetToTemplate(query: Query): Promise<void> {
  await query(emptyTables)
  const { rows } = await query(`select current_setting('salt.emptied_tables') as tables`)
  const [{ tables }] = rows as [{ tables: string }]
  if (tables) await query(`vacuum ${tables}`)
}
