-- Planning (docs/decisions/045): a machine's working week and the workshop's own days off are
-- audited like every other change (docs/decisions/020). An activity's plan_position is audited by
-- the activities trigger already (it is not among its derived columns).
CREATE TRIGGER audit_machines AFTER INSERT OR UPDATE OR DELETE ON machines FOR EACH ROW
  EXECUTE FUNCTION audit_row('machines', '', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_workshop_days_off AFTER INSERT OR UPDATE OR DELETE ON workshop_days_off FOR EACH ROW
  EXECUTE FUNCTION audit_row('workshop_days_off', '', '', '');
