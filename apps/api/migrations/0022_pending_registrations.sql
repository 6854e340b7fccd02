-- Pending registrations (/pending, ADR 0029): the people whose status is still
-- 'Registration email sent', newest first. A partial index holds only them, so the page is an
-- index scan however many people the firm has (the keyset is the person id, descending).
CREATE INDEX persons_pending_idx ON persons (tenant_id, id DESC) WHERE status = 'Registration email sent';

-- A person's registration and reset links: the newest one (the /pending columns) and the
-- older ones a new link retires (createAccountLink) are found without reading every link.
CREATE INDEX account_links_person_idx ON account_links (tenant_id, person_id, purpose, created_at DESC);
