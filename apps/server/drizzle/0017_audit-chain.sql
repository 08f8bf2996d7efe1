-- Tamper-evident audit trail (ADR 037). Every audit row is chained in the database itself, so every writer
-- (recordAudit, rows written inside larger statements, other processes, a psql session) is covered.

-- The canonical content of a row, version 1: a JSON array (jsonb's own text form, which fixes key order and
-- spacing of `details`) of the chain fields and every column, the instant as UTC text with microseconds.
CREATE FUNCTION audit_log_canonical(entry audit_logs) RETURNS text
LANGUAGE sql STABLE
AS $$
  SELECT jsonb_build_array(
    'audit-log-v1',
    entry.chain_key,
    entry.chain_position,
    entry.previous_hash,
    entry.id,
    to_char(entry.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    entry.organization_id,
    entry.user_id,
    entry.actor_id,
    entry.action,
    entry.success,
    entry.details,
    entry.ip_address,
    entry.user_agent
  )::text
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_hash(entry audit_logs) RETURNS text
LANGUAGE sql STABLE
AS $$
  SELECT encode(sha256(convert_to(audit_log_canonical(entry), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Links a new row to the end of its chain. The head row is locked until the inserting transaction ends, so
-- two connections appending to one chain take turns; the unique (chain_key, chain_position) index refuses
-- a fork even if that ever failed (a REPEATABLE READ transaction gets a serialisation error instead).
CREATE FUNCTION audit_logs_chain() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  head audit_chain_heads%ROWTYPE;
BEGIN
  NEW.chain_key := coalesce(NEW.organization_id::text, 'staff');
  INSERT INTO audit_chain_heads (chain_key) VALUES (NEW.chain_key) ON CONFLICT (chain_key) DO NOTHING;
  SELECT * INTO STRICT head FROM audit_chain_heads WHERE chain_key = NEW.chain_key FOR UPDATE;
  NEW.chain_position := head.last_position + 1;
  NEW.previous_hash := head.last_hash;
  NEW.row_hash := audit_log_hash(NEW);
  UPDATE audit_chain_heads
    SET last_position = NEW.chain_position, last_hash = NEW.row_hash, updated_at = now()
    WHERE chain_key = NEW.chain_key;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Streams an organisation's new row to its SIEM: one `webhooks.audit-appended` job per row, queued in the
-- inserting transaction, only while an active endpoint of the organisation takes `audit.appended`. The job
-- name and the channel are those of apps/server (WEBHOOK_JOBS.auditAppended, JOBS_CHANNEL).
CREATE FUNCTION audit_logs_stream() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.organization_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM webhook_endpoints
    WHERE organization_id = NEW.organization_id
      AND is_active
      AND deleted_at IS NULL
      AND events @> '["audit.appended"]'::jsonb
  ) THEN
    INSERT INTO jobs (name, payload, job_key)
      VALUES (
        'webhooks.audit-appended',
        jsonb_build_object('auditLogId', NEW.id),
        'webhooks.audit-appended:' || NEW.id::text
      )
      ON CONFLICT (job_key) DO NOTHING;
    PERFORM pg_notify('jobs_enqueued', 'webhooks.audit-appended');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Backfill: the rows written before this migration, chained per organisation (and staff) in created order,
-- id breaking ties. Writers of older instances wait for the lock and are chained by the trigger after it.
LOCK TABLE audit_logs IN EXCLUSIVE MODE;
--> statement-breakpoint
DO $$
DECLARE
  entry audit_logs%ROWTYPE;
  current_chain text := NULL;
  chain_length bigint := 0;
  chain_end text := NULL;
BEGIN
  FOR entry IN
    SELECT * FROM audit_logs
    ORDER BY coalesce(organization_id::text, 'staff'), created_at, id
  LOOP
    IF current_chain IS DISTINCT FROM coalesce(entry.organization_id::text, 'staff') THEN
      IF current_chain IS NOT NULL THEN
        INSERT INTO audit_chain_heads (chain_key, last_position, last_hash)
          VALUES (current_chain, chain_length, chain_end);
      END IF;
      current_chain := coalesce(entry.organization_id::text, 'staff');
      chain_length := 0;
      chain_end := NULL;
    END IF;
    chain_length := chain_length + 1;
    entry.chain_key := current_chain;
    entry.chain_position := chain_length;
    entry.previous_hash := chain_end;
    entry.row_hash := audit_log_hash(entry);
    UPDATE audit_logs
      SET chain_key = entry.chain_key, chain_position = entry.chain_position,
        previous_hash = entry.previous_hash, row_hash = entry.row_hash
      WHERE id = entry.id;
    chain_end := entry.row_hash;
  END LOOP;
  IF current_chain IS NOT NULL THEN
    INSERT INTO audit_chain_heads (chain_key, last_position, last_hash)
      VALUES (current_chain, chain_length, chain_end);
  END IF;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_chain BEFORE INSERT ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_chain();
--> statement-breakpoint
CREATE TRIGGER audit_logs_stream AFTER INSERT ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_stream();
