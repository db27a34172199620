-- Reference data applied by `npm run dev`, `npm run preview` and the tests. Idempotent: re-running
-- updates rows in place, so a changed price here reaches every local database.
INSERT INTO plans (id, title, price, reports, period, position, active) VALUES
  ('starter', 'Starter', 0.99, 1, 'week', 1, 1),
  ('standard', 'Standard', 6.99, 10, 'month', 2, 1),
  ('pro', 'Pro', 19.99, 40, 'month', 3, 1),
  ('business', 'Business', 69.99, 200, 'month', 4, 1)
ON CONFLICT (id) DO UPDATE SET title = excluded.title, price = excluded.price, reports = excluded.reports,
  period = excluded.period, position = excluded.position, active = excluded.active;

INSERT INTO offers (code, price, reports, duration_hours, active) VALUES
  ('first-week', 4.99, 10, 24, 1)
ON CONFLICT (code) DO UPDATE SET price = excluded.price, reports = excluded.reports,
  duration_hours = excluded.duration_hours, active = excluded.active;
