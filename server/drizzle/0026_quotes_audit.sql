-- Quotes in the audit trail (docs/decisions/041): the workshop's settings, quotes, their options and
-- each option's planned work, by the same row trigger as every audited table (0013, 0015). The
-- costs the server recomputes from the work (an option's totals, an activity's share, a planned
-- supply's value at the current average) are audited where they come from, not here.
CREATE TRIGGER audit_settings AFTER INSERT OR UPDATE OR DELETE ON settings FOR EACH ROW
  EXECUTE FUNCTION audit_row('settings', '', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_quotes AFTER INSERT OR UPDATE OR DELETE ON quotes FOR EACH ROW
  EXECUTE FUNCTION audit_row('quotes', 'sent_at,decided_at,converted_at', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_quote_options AFTER INSERT OR UPDATE OR DELETE ON quote_options FOR EACH ROW
  EXECUTE FUNCTION audit_row('quote_options', 'labour_cost,machinery_cost,supplies_cost,third_party_cost,cost_total,price,unit_price,estimated_total_time', 'quote_id', 'quotes');
--> statement-breakpoint
CREATE TRIGGER audit_quote_activities AFTER INSERT OR UPDATE OR DELETE ON quote_activities FOR EACH ROW
  EXECUTE FUNCTION audit_row('quote_activities', 'labour_cost,machinery_cost', 'option_id', 'quote_options');
--> statement-breakpoint
CREATE TRIGGER audit_quote_supplies AFTER INSERT OR UPDATE OR DELETE ON quote_supplies FOR EACH ROW
  EXECUTE FUNCTION audit_row('quote_supplies', 'unit_value,total_value', 'option_id', 'quote_options');
--> statement-breakpoint
CREATE TRIGGER audit_quote_external_services AFTER INSERT OR UPDATE OR DELETE ON quote_external_services FOR EACH ROW
  EXECUTE FUNCTION audit_row('quote_external_services', '', 'option_id', 'quote_options');
