-- Every OTP, confirmation code and email the API would send is kept here (see outbox.ts).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  link TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);
