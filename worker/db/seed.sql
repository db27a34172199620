-- Reference data applied by `npm run dev`, `npm run preview` and the tests. Idempotent: re-running
-- updates rows in place, so a changed price here reaches every local database.
INSERT INTO plans (id, title, price, reports, period, position, kind, active) VALUES
  ('starter', 'Starter', 0.99, 1, 'week', 1, 'plan', 1),
  ('standard', 'Standard', 6.99, 10, 'month', 2, 'plan', 1),
  ('pro', 'Pro', 19.99, 40, 'month', 3, 'plan', 1),
  ('business', 'Business', 69.99, 200, 'month', 4, 'plan', 1),
  ('first-week', 'First-week offer', 4.99, 10, 'week', 0, 'offer', 1)
ON CONFLICT (id) DO UPDATE SET title = excluded.title, price = excluded.price, reports = excluded.reports,
  period = excluded.period, position = excluded.position, kind = excluded.kind, active = excluded.active;

INSERT INTO offers (code, plan_id, duration_hours, active) VALUES
  ('first-week', 'first-week', 24, 1)
ON CONFLICT (code) DO UPDATE SET plan_id = excluded.plan_id, duration_hours = excluded.duration_hours,
  active = excluded.active;
