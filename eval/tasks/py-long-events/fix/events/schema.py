"""Every event type the platform publishes, one class per type, and the registry."""

from events.base import Event, ValidationError


class OrderCreated(Event):
    """Order created."""

    name = "order.created"
    fields = ("order_id", "actor_id", "occurred_at")


class OrderUpdated(Event):
    """Order updated."""

    name = "order.updated"
    fields = ("order_id", "actor_id", "occurred_at")


class OrderDeleted(Event):
    """Order deleted."""

    name = "order.deleted"
    fields = ("order_id", "actor_id", "occurred_at")


class OrderArchived(Event):
    """Order archived."""

    name = "order.archived"
    fields = ("order_id", "actor_id", "occurred_at")


class OrderRestored(Event):
    """Order restored."""

    name = "order.restored"
    fields = ("order_id", "actor_id", "occurred_at")


class OrderApproved(Event):
    """Order approved."""

    name = "order.approved"
    fields = ("order_id", "actor_id", "occurred_at")


class OrderRejected(Event):
    """Order rejected."""

    name = "order.rejected"
    fields = ("order_id", "actor_id", "occurred_at", "reason")


class OrderAssigned(Event):
    """Order assigned."""

    name = "order.assigned"
    fields = ("order_id", "actor_id", "occurred_at", "assignee_id")


class OrderCommented(Event):
    """Order commented."""

    name = "order.commented"
    fields = ("order_id", "actor_id", "occurred_at", "comment_id")


class OrderExported(Event):
    """Order exported."""

    name = "order.exported"
    fields = ("order_id", "actor_id", "occurred_at", "export_format")


class OrderImported(Event):
    """Order imported."""

    name = "order.imported"
    fields = ("order_id", "actor_id", "occurred_at", "source")


class OrderFlagged(Event):
    """Order flagged."""

    name = "order.flagged"
    fields = ("order_id", "actor_id", "occurred_at", "reason")


class ShipmentCreated(Event):
    """Shipment created."""

    name = "shipment.created"
    fields = ("shipment_id", "actor_id", "occurred_at")


class ShipmentUpdated(Event):
    """Shipment updated."""

    name = "shipment.updated"
    fields = ("shipment_id", "actor_id", "occurred_at")


class ShipmentDeleted(Event):
    """Shipment deleted."""

    name = "shipment.deleted"
    fields = ("shipment_id", "actor_id", "occurred_at")


class ShipmentArchived(Event):
    """Shipment archived."""

    name = "shipment.archived"
    fields = ("shipment_id", "actor_id", "occurred_at")


class ShipmentRestored(Event):
    """Shipment restored."""

    name = "shipment.restored"
    fields = ("shipment_id", "actor_id", "occurred_at")


class ShipmentApproved(Event):
    """Shipment approved."""

    name = "shipment.approved"
    fields = ("shipment_id", "actor_id", "occurred_at")


class ShipmentRejected(Event):
    """Shipment rejected."""

    name = "shipment.rejected"
    fields = ("shipment_id", "actor_id", "occurred_at", "reason")


class ShipmentAssigned(Event):
    """Shipment assigned."""

    name = "shipment.assigned"
    fields = ("shipment_id", "actor_id", "occurred_at", "assignee_id")


class ShipmentCommented(Event):
    """Shipment commented."""

    name = "shipment.commented"
    fields = ("shipment_id", "actor_id", "occurred_at", "comment_id")


class ShipmentExported(Event):
    """Shipment exported."""

    name = "shipment.exported"
    fields = ("shipment_id", "actor_id", "occurred_at", "export_format")


class ShipmentImported(Event):
    """Shipment imported."""

    name = "shipment.imported"
    fields = ("shipment_id", "actor_id", "occurred_at", "source")


class ShipmentFlagged(Event):
    """Shipment flagged."""

    name = "shipment.flagged"
    fields = ("shipment_id", "actor_id", "occurred_at", "reason")


class InvoiceCreated(Event):
    """Invoice created."""

    name = "invoice.created"
    fields = ("invoice_id", "actor_id", "occurred_at")


class InvoiceUpdated(Event):
    """Invoice updated."""

    name = "invoice.updated"
    fields = ("invoice_id", "actor_id", "occurred_at")


class InvoiceDeleted(Event):
    """Invoice deleted."""

    name = "invoice.deleted"
    fields = ("invoice_id", "actor_id", "occurred_at")


class InvoiceArchived(Event):
    """Invoice archived."""

    name = "invoice.archived"
    fields = ("invoice_id", "actor_id", "occurred_at")


class InvoiceRestored(Event):
    """Invoice restored."""

    name = "invoice.restored"
    fields = ("invoice_id", "actor_id", "occurred_at")


class InvoiceApproved(Event):
    """Invoice approved."""

    name = "invoice.approved"
    fields = ("invoice_id", "actor_id", "occurred_at")


class InvoiceRejected(Event):
    """Invoice rejected."""

    name = "invoice.rejected"
    fields = ("invoice_id", "actor_id", "occurred_at", "reason")


class InvoiceAssigned(Event):
    """Invoice assigned."""

    name = "invoice.assigned"
    fields = ("invoice_id", "actor_id", "occurred_at", "assignee_id")


class InvoiceCommented(Event):
    """Invoice commented."""

    name = "invoice.commented"
    fields = ("invoice_id", "actor_id", "occurred_at", "comment_id")


class InvoiceExported(Event):
    """Invoice exported."""

    name = "invoice.exported"
    fields = ("invoice_id", "actor_id", "occurred_at", "export_format")


class InvoiceImported(Event):
    """Invoice imported."""

    name = "invoice.imported"
    fields = ("invoice_id", "actor_id", "occurred_at", "source")


class InvoiceFlagged(Event):
    """Invoice flagged."""

    name = "invoice.flagged"
    fields = ("invoice_id", "actor_id", "occurred_at", "reason")


class CustomerCreated(Event):
    """Customer created."""

    name = "customer.created"
    fields = ("customer_id", "actor_id", "occurred_at")


class CustomerUpdated(Event):
    """Customer updated."""

    name = "customer.updated"
    fields = ("customer_id", "actor_id", "occurred_at")


class CustomerDeleted(Event):
    """Customer deleted."""

    name = "customer.deleted"
    fields = ("customer_id", "actor_id", "occurred_at")


class CustomerArchived(Event):
    """Customer archived."""

    name = "customer.archived"
    fields = ("customer_id", "actor_id", "occurred_at")


class CustomerRestored(Event):
    """Customer restored."""

    name = "customer.restored"
    fields = ("customer_id", "actor_id", "occurred_at")


class CustomerApproved(Event):
    """Customer approved."""

    name = "customer.approved"
    fields = ("customer_id", "actor_id", "occurred_at")


class CustomerRejected(Event):
    """Customer rejected."""

    name = "customer.rejected"
    fields = ("customer_id", "actor_id", "occurred_at", "reason")


class CustomerAssigned(Event):
    """Customer assigned."""

    name = "customer.assigned"
    fields = ("customer_id", "actor_id", "occurred_at", "assignee_id")


class CustomerCommented(Event):
    """Customer commented."""

    name = "customer.commented"
    fields = ("customer_id", "actor_id", "occurred_at", "comment_id")


class CustomerExported(Event):
    """Customer exported."""

    name = "customer.exported"
    fields = ("customer_id", "actor_id", "occurred_at", "export_format")


class CustomerImported(Event):
    """Customer imported."""

    name = "customer.imported"
    fields = ("customer_id", "actor_id", "occurred_at", "source")


class CustomerFlagged(Event):
    """Customer flagged."""

    name = "customer.flagged"
    fields = ("customer_id", "actor_id", "occurred_at", "reason")


class ProductCreated(Event):
    """Product created."""

    name = "product.created"
    fields = ("product_id", "actor_id", "occurred_at")


class ProductUpdated(Event):
    """Product updated."""

    name = "product.updated"
    fields = ("product_id", "actor_id", "occurred_at")


class ProductDeleted(Event):
    """Product deleted."""

    name = "product.deleted"
    fields = ("product_id", "actor_id", "occurred_at")


class ProductArchived(Event):
    """Product archived."""

    name = "product.archived"
    fields = ("product_id", "actor_id", "occurred_at")


class ProductRestored(Event):
    """Product restored."""

    name = "product.restored"
    fields = ("product_id", "actor_id", "occurred_at")


class ProductApproved(Event):
    """Product approved."""

    name = "product.approved"
    fields = ("product_id", "actor_id", "occurred_at")


class ProductRejected(Event):
    """Product rejected."""

    name = "product.rejected"
    fields = ("product_id", "actor_id", "occurred_at", "reason")


class ProductAssigned(Event):
    """Product assigned."""

    name = "product.assigned"
    fields = ("product_id", "actor_id", "occurred_at", "assignee_id")


class ProductCommented(Event):
    """Product commented."""

    name = "product.commented"
    fields = ("product_id", "actor_id", "occurred_at", "comment_id")


class ProductExported(Event):
    """Product exported."""

    name = "product.exported"
    fields = ("product_id", "actor_id", "occurred_at", "export_format")


class ProductImported(Event):
    """Product imported."""

    name = "product.imported"
    fields = ("product_id", "actor_id", "occurred_at", "source")


class ProductFlagged(Event):
    """Product flagged."""

    name = "product.flagged"
    fields = ("product_id", "actor_id", "occurred_at", "reason")


class CartCreated(Event):
    """Cart created."""

    name = "cart.created"
    fields = ("cart_id", "actor_id", "occurred_at")


class CartUpdated(Event):
    """Cart updated."""

    name = "cart.updated"
    fields = ("cart_id", "actor_id", "occurred_at")


class CartDeleted(Event):
    """Cart deleted."""

    name = "cart.deleted"
    fields = ("cart_id", "actor_id", "occurred_at")


class CartArchived(Event):
    """Cart archived."""

    name = "cart.archived"
    fields = ("cart_id", "actor_id", "occurred_at")


class CartRestored(Event):
    """Cart restored."""

    name = "cart.restored"
    fields = ("cart_id", "actor_id", "occurred_at")


class CartApproved(Event):
    """Cart approved."""

    name = "cart.approved"
    fields = ("cart_id", "actor_id", "occurred_at")


class CartRejected(Event):
    """Cart rejected."""

    name = "cart.rejected"
    fields = ("cart_id", "actor_id", "occurred_at", "reason")


class CartAssigned(Event):
    """Cart assigned."""

    name = "cart.assigned"
    fields = ("cart_id", "actor_id", "occurred_at", "assignee_id")


class CartCommented(Event):
    """Cart commented."""

    name = "cart.commented"
    fields = ("cart_id", "actor_id", "occurred_at", "comment_id")


class CartExported(Event):
    """Cart exported."""

    name = "cart.exported"
    fields = ("cart_id", "actor_id", "occurred_at", "export_format")


class CartImported(Event):
    """Cart imported."""

    name = "cart.imported"
    fields = ("cart_id", "actor_id", "occurred_at", "source")


class CartFlagged(Event):
    """Cart flagged."""

    name = "cart.flagged"
    fields = ("cart_id", "actor_id", "occurred_at", "reason")


class CouponCreated(Event):
    """Coupon created."""

    name = "coupon.created"
    fields = ("coupon_id", "actor_id", "occurred_at")


class CouponUpdated(Event):
    """Coupon updated."""

    name = "coupon.updated"
    fields = ("coupon_id", "actor_id", "occurred_at")


class CouponDeleted(Event):
    """Coupon deleted."""

    name = "coupon.deleted"
    fields = ("coupon_id", "actor_id", "occurred_at")


class CouponArchived(Event):
    """Coupon archived."""

    name = "coupon.archived"
    fields = ("coupon_id", "actor_id", "occurred_at")


class CouponRestored(Event):
    """Coupon restored."""

    name = "coupon.restored"
    fields = ("coupon_id", "actor_id", "occurred_at")


class CouponApproved(Event):
    """Coupon approved."""

    name = "coupon.approved"
    fields = ("coupon_id", "actor_id", "occurred_at")


class CouponRejected(Event):
    """Coupon rejected."""

    name = "coupon.rejected"
    fields = ("coupon_id", "actor_id", "occurred_at", "reason")


class CouponAssigned(Event):
    """Coupon assigned."""

    name = "coupon.assigned"
    fields = ("coupon_id", "actor_id", "occurred_at", "assignee_id")


class CouponCommented(Event):
    """Coupon commented."""

    name = "coupon.commented"
    fields = ("coupon_id", "actor_id", "occurred_at", "comment_id")


class CouponExported(Event):
    """Coupon exported."""

    name = "coupon.exported"
    fields = ("coupon_id", "actor_id", "occurred_at", "export_format")


class CouponImported(Event):
    """Coupon imported."""

    name = "coupon.imported"
    fields = ("coupon_id", "actor_id", "occurred_at", "source")


class CouponFlagged(Event):
    """Coupon flagged."""

    name = "coupon.flagged"
    fields = ("coupon_id", "actor_id", "occurred_at", "reason")


class ReviewCreated(Event):
    """Review created."""

    name = "review.created"
    fields = ("review_id", "actor_id", "occurred_at")


class ReviewUpdated(Event):
    """Review updated."""

    name = "review.updated"
    fields = ("review_id", "actor_id", "occurred_at")


class ReviewDeleted(Event):
    """Review deleted."""

    name = "review.deleted"
    fields = ("review_id", "actor_id", "occurred_at")


class ReviewArchived(Event):
    """Review archived."""

    name = "review.archived"
    fields = ("review_id", "actor_id", "occurred_at")


class ReviewRestored(Event):
    """Review restored."""

    name = "review.restored"
    fields = ("review_id", "actor_id", "occurred_at")


class ReviewApproved(Event):
    """Review approved."""

    name = "review.approved"
    fields = ("review_id", "actor_id", "occurred_at")


class ReviewRejected(Event):
    """Review rejected."""

    name = "review.rejected"
    fields = ("review_id", "actor_id", "occurred_at", "reason")


class ReviewAssigned(Event):
    """Review assigned."""

    name = "review.assigned"
    fields = ("review_id", "actor_id", "occurred_at", "assignee_id")


class ReviewCommented(Event):
    """Review commented."""

    name = "review.commented"
    fields = ("review_id", "actor_id", "occurred_at", "comment_id")


class ReviewExported(Event):
    """Review exported."""

    name = "review.exported"
    fields = ("review_id", "actor_id", "occurred_at", "export_format")


class ReviewImported(Event):
    """Review imported."""

    name = "review.imported"
    fields = ("review_id", "actor_id", "occurred_at", "source")


class ReviewFlagged(Event):
    """Review flagged."""

    name = "review.flagged"
    fields = ("review_id", "actor_id", "occurred_at", "reason")


class WarehouseCreated(Event):
    """Warehouse created."""

    name = "warehouse.created"
    fields = ("warehouse_id", "actor_id", "occurred_at")


class WarehouseUpdated(Event):
    """Warehouse updated."""

    name = "warehouse.updated"
    fields = ("warehouse_id", "actor_id", "occurred_at")


class WarehouseDeleted(Event):
    """Warehouse deleted."""

    name = "warehouse.deleted"
    fields = ("warehouse_id", "actor_id", "occurred_at")


class WarehouseArchived(Event):
    """Warehouse archived."""

    name = "warehouse.archived"
    fields = ("warehouse_id", "actor_id", "occurred_at")


class WarehouseRestored(Event):
    """Warehouse restored."""

    name = "warehouse.restored"
    fields = ("warehouse_id", "actor_id", "occurred_at")


class WarehouseApproved(Event):
    """Warehouse approved."""

    name = "warehouse.approved"
    fields = ("warehouse_id", "actor_id", "occurred_at")


class WarehouseRejected(Event):
    """Warehouse rejected."""

    name = "warehouse.rejected"
    fields = ("warehouse_id", "actor_id", "occurred_at", "reason")


class WarehouseAssigned(Event):
    """Warehouse assigned."""

    name = "warehouse.assigned"
    fields = ("warehouse_id", "actor_id", "occurred_at", "assignee_id")


class WarehouseCommented(Event):
    """Warehouse commented."""

    name = "warehouse.commented"
    fields = ("warehouse_id", "actor_id", "occurred_at", "comment_id")


class WarehouseExported(Event):
    """Warehouse exported."""

    name = "warehouse.exported"
    fields = ("warehouse_id", "actor_id", "occurred_at", "export_format")


class WarehouseImported(Event):
    """Warehouse imported."""

    name = "warehouse.imported"
    fields = ("warehouse_id", "actor_id", "occurred_at", "source")


class WarehouseFlagged(Event):
    """Warehouse flagged."""

    name = "warehouse.flagged"
    fields = ("warehouse_id", "actor_id", "occurred_at", "reason")


class SupplierCreated(Event):
    """Supplier created."""

    name = "supplier.created"
    fields = ("supplier_id", "actor_id", "occurred_at")


class SupplierUpdated(Event):
    """Supplier updated."""

    name = "supplier.updated"
    fields = ("supplier_id", "actor_id", "occurred_at")


class SupplierDeleted(Event):
    """Supplier deleted."""

    name = "supplier.deleted"
    fields = ("supplier_id", "actor_id", "occurred_at")


class SupplierArchived(Event):
    """Supplier archived."""

    name = "supplier.archived"
    fields = ("supplier_id", "actor_id", "occurred_at")


class SupplierRestored(Event):
    """Supplier restored."""

    name = "supplier.restored"
    fields = ("supplier_id", "actor_id", "occurred_at")


class SupplierApproved(Event):
    """Supplier approved."""

    name = "supplier.approved"
    fields = ("supplier_id", "actor_id", "occurred_at")


class SupplierRejected(Event):
    """Supplier rejected."""

    name = "supplier.rejected"
    fields = ("supplier_id", "actor_id", "occurred_at", "reason")


class SupplierAssigned(Event):
    """Supplier assigned."""

    name = "supplier.assigned"
    fields = ("supplier_id", "actor_id", "occurred_at", "assignee_id")


class SupplierCommented(Event):
    """Supplier commented."""

    name = "supplier.commented"
    fields = ("supplier_id", "actor_id", "occurred_at", "comment_id")


class SupplierExported(Event):
    """Supplier exported."""

    name = "supplier.exported"
    fields = ("supplier_id", "actor_id", "occurred_at", "export_format")


class SupplierImported(Event):
    """Supplier imported."""

    name = "supplier.imported"
    fields = ("supplier_id", "actor_id", "occurred_at", "source")


class SupplierFlagged(Event):
    """Supplier flagged."""

    name = "supplier.flagged"
    fields = ("supplier_id", "actor_id", "occurred_at", "reason")


class TicketCreated(Event):
    """Ticket created."""

    name = "ticket.created"
    fields = ("ticket_id", "actor_id", "occurred_at")


class TicketUpdated(Event):
    """Ticket updated."""

    name = "ticket.updated"
    fields = ("ticket_id", "actor_id", "occurred_at")


class TicketDeleted(Event):
    """Ticket deleted."""

    name = "ticket.deleted"
    fields = ("ticket_id", "actor_id", "occurred_at")


class TicketArchived(Event):
    """Ticket archived."""

    name = "ticket.archived"
    fields = ("ticket_id", "actor_id", "occurred_at")


class TicketRestored(Event):
    """Ticket restored."""

    name = "ticket.restored"
    fields = ("ticket_id", "actor_id", "occurred_at")


class TicketApproved(Event):
    """Ticket approved."""

    name = "ticket.approved"
    fields = ("ticket_id", "actor_id", "occurred_at")


class TicketRejected(Event):
    """Ticket rejected."""

    name = "ticket.rejected"
    fields = ("ticket_id", "actor_id", "occurred_at", "reason")


class TicketAssigned(Event):
    """Ticket assigned."""

    name = "ticket.assigned"
    fields = ("ticket_id", "actor_id", "occurred_at", "assignee_id")


class TicketCommented(Event):
    """Ticket commented."""

    name = "ticket.commented"
    fields = ("ticket_id", "actor_id", "occurred_at", "comment_id")


class TicketExported(Event):
    """Ticket exported."""

    name = "ticket.exported"
    fields = ("ticket_id", "actor_id", "occurred_at", "export_format")


class TicketImported(Event):
    """Ticket imported."""

    name = "ticket.imported"
    fields = ("ticket_id", "actor_id", "occurred_at", "source")


class TicketFlagged(Event):
    """Ticket flagged."""

    name = "ticket.flagged"
    fields = ("ticket_id", "actor_id", "occurred_at", "reason")


class SubscriptionCreated(Event):
    """Subscription created."""

    name = "subscription.created"
    fields = ("subscription_id", "actor_id", "occurred_at")


class SubscriptionUpdated(Event):
    """Subscription updated."""

    name = "subscription.updated"
    fields = ("subscription_id", "actor_id", "occurred_at")


class SubscriptionDeleted(Event):
    """Subscription deleted."""

    name = "subscription.deleted"
    fields = ("subscription_id", "actor_id", "occurred_at")


class SubscriptionArchived(Event):
    """Subscription archived."""

    name = "subscription.archived"
    fields = ("subscription_id", "actor_id", "occurred_at")


class SubscriptionRestored(Event):
    """Subscription restored."""

    name = "subscription.restored"
    fields = ("subscription_id", "actor_id", "occurred_at")


class SubscriptionApproved(Event):
    """Subscription approved."""

    name = "subscription.approved"
    fields = ("subscription_id", "actor_id", "occurred_at")


class SubscriptionRejected(Event):
    """Subscription rejected."""

    name = "subscription.rejected"
    fields = ("subscription_id", "actor_id", "occurred_at", "reason")


class SubscriptionAssigned(Event):
    """Subscription assigned."""

    name = "subscription.assigned"
    fields = ("subscription_id", "actor_id", "occurred_at", "assignee_id")


class SubscriptionCommented(Event):
    """Subscription commented."""

    name = "subscription.commented"
    fields = ("subscription_id", "actor_id", "occurred_at", "comment_id")


class SubscriptionExported(Event):
    """Subscription exported."""

    name = "subscription.exported"
    fields = ("subscription_id", "actor_id", "occurred_at", "export_format")


class SubscriptionImported(Event):
    """Subscription imported."""

    name = "subscription.imported"
    fields = ("subscription_id", "actor_id", "occurred_at", "source")


class SubscriptionFlagged(Event):
    """Subscription flagged."""

    name = "subscription.flagged"
    fields = ("subscription_id", "actor_id", "occurred_at", "reason")


class PaymentCreated(Event):
    """Payment created."""

    name = "payment.created"
    fields = ("payment_id", "actor_id", "occurred_at")


class PaymentUpdated(Event):
    """Payment updated."""

    name = "payment.updated"
    fields = ("payment_id", "actor_id", "occurred_at")


class PaymentDeleted(Event):
    """Payment deleted."""

    name = "payment.deleted"
    fields = ("payment_id", "actor_id", "occurred_at")


class PaymentArchived(Event):
    """Payment archived."""

    name = "payment.archived"
    fields = ("payment_id", "actor_id", "occurred_at")


class PaymentRestored(Event):
    """Payment restored."""

    name = "payment.restored"
    fields = ("payment_id", "actor_id", "occurred_at")


class PaymentApproved(Event):
    """Payment approved."""

    name = "payment.approved"
    fields = ("payment_id", "actor_id", "occurred_at")


class PaymentRejected(Event):
    """Payment rejected."""

    name = "payment.rejected"
    fields = ("payment_id", "actor_id", "occurred_at", "reason")


class PaymentAssigned(Event):
    """Payment assigned."""

    name = "payment.assigned"
    fields = ("payment_id", "actor_id", "occurred_at", "assignee_id")


class PaymentCommented(Event):
    """Payment commented."""

    name = "payment.commented"
    fields = ("payment_id", "actor_id", "occurred_at", "comment_id")


class PaymentExported(Event):
    """Payment exported."""

    name = "payment.exported"
    fields = ("payment_id", "actor_id", "occurred_at", "export_format")


class PaymentImported(Event):
    """Payment imported."""

    name = "payment.imported"
    fields = ("payment_id", "actor_id", "occurred_at", "source")


class PaymentFlagged(Event):
    """Payment flagged."""

    name = "payment.flagged"
    fields = ("payment_id", "actor_id", "occurred_at", "reason")


class PaymentRefunded(Event):
    """Payment refunded, in full or in part."""

    name = "payment.refunded"
    fields = ("payment_id", "refund_id", "amount_cents", "reason")
    reasons = ("duplicate", "fraudulent", "requested_by_customer")

    def validate(self):
        super().validate()
        amount = self.payload["amount_cents"]
        if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
            raise ValidationError(f"{self.name}: amount_cents must be a positive integer")
        if self.payload["reason"] not in self.reasons:
            raise ValidationError(f"{self.name}: unknown reason {self.payload['reason']!r}")
        return self

class PlanCreated(Event):
    """Plan created."""

    name = "plan.created"
    fields = ("plan_id", "actor_id", "occurred_at")


class PlanUpdated(Event):
    """Plan updated."""

    name = "plan.updated"
    fields = ("plan_id", "actor_id", "occurred_at")


class PlanDeleted(Event):
    """Plan deleted."""

    name = "plan.deleted"
    fields = ("plan_id", "actor_id", "occurred_at")


class PlanArchived(Event):
    """Plan archived."""

    name = "plan.archived"
    fields = ("plan_id", "actor_id", "occurred_at")


class PlanRestored(Event):
    """Plan restored."""

    name = "plan.restored"
    fields = ("plan_id", "actor_id", "occurred_at")


class PlanApproved(Event):
    """Plan approved."""

    name = "plan.approved"
    fields = ("plan_id", "actor_id", "occurred_at")


class PlanRejected(Event):
    """Plan rejected."""

    name = "plan.rejected"
    fields = ("plan_id", "actor_id", "occurred_at", "reason")


class PlanAssigned(Event):
    """Plan assigned."""

    name = "plan.assigned"
    fields = ("plan_id", "actor_id", "occurred_at", "assignee_id")


class PlanCommented(Event):
    """Plan commented."""

    name = "plan.commented"
    fields = ("plan_id", "actor_id", "occurred_at", "comment_id")


class PlanExported(Event):
    """Plan exported."""

    name = "plan.exported"
    fields = ("plan_id", "actor_id", "occurred_at", "export_format")


class PlanImported(Event):
    """Plan imported."""

    name = "plan.imported"
    fields = ("plan_id", "actor_id", "occurred_at", "source")


class PlanFlagged(Event):
    """Plan flagged."""

    name = "plan.flagged"
    fields = ("plan_id", "actor_id", "occurred_at", "reason")


class UserCreated(Event):
    """User created."""

    name = "user.created"
    fields = ("user_id", "actor_id", "occurred_at")


class UserUpdated(Event):
    """User updated."""

    name = "user.updated"
    fields = ("user_id", "actor_id", "occurred_at")


class UserDeleted(Event):
    """User deleted."""

    name = "user.deleted"
    fields = ("user_id", "actor_id", "occurred_at")


class UserArchived(Event):
    """User archived."""

    name = "user.archived"
    fields = ("user_id", "actor_id", "occurred_at")


class UserRestored(Event):
    """User restored."""

    name = "user.restored"
    fields = ("user_id", "actor_id", "occurred_at")


class UserApproved(Event):
    """User approved."""

    name = "user.approved"
    fields = ("user_id", "actor_id", "occurred_at")


class UserRejected(Event):
    """User rejected."""

    name = "user.rejected"
    fields = ("user_id", "actor_id", "occurred_at", "reason")


class UserAssigned(Event):
    """User assigned."""

    name = "user.assigned"
    fields = ("user_id", "actor_id", "occurred_at", "assignee_id")


class UserCommented(Event):
    """User commented."""

    name = "user.commented"
    fields = ("user_id", "actor_id", "occurred_at", "comment_id")


class UserExported(Event):
    """User exported."""

    name = "user.exported"
    fields = ("user_id", "actor_id", "occurred_at", "export_format")


class UserImported(Event):
    """User imported."""

    name = "user.imported"
    fields = ("user_id", "actor_id", "occurred_at", "source")


class UserFlagged(Event):
    """User flagged."""

    name = "user.flagged"
    fields = ("user_id", "actor_id", "occurred_at", "reason")


class TeamCreated(Event):
    """Team created."""

    name = "team.created"
    fields = ("team_id", "actor_id", "occurred_at")


class TeamUpdated(Event):
    """Team updated."""

    name = "team.updated"
    fields = ("team_id", "actor_id", "occurred_at")


class TeamDeleted(Event):
    """Team deleted."""

    name = "team.deleted"
    fields = ("team_id", "actor_id", "occurred_at")


class TeamArchived(Event):
    """Team archived."""

    name = "team.archived"
    fields = ("team_id", "actor_id", "occurred_at")


class TeamRestored(Event):
    """Team restored."""

    name = "team.restored"
    fields = ("team_id", "actor_id", "occurred_at")


class TeamApproved(Event):
    """Team approved."""

    name = "team.approved"
    fields = ("team_id", "actor_id", "occurred_at")


class TeamRejected(Event):
    """Team rejected."""

    name = "team.rejected"
    fields = ("team_id", "actor_id", "occurred_at", "reason")


class TeamAssigned(Event):
    """Team assigned."""

    name = "team.assigned"
    fields = ("team_id", "actor_id", "occurred_at", "assignee_id")


class TeamCommented(Event):
    """Team commented."""

    name = "team.commented"
    fields = ("team_id", "actor_id", "occurred_at", "comment_id")


class TeamExported(Event):
    """Team exported."""

    name = "team.exported"
    fields = ("team_id", "actor_id", "occurred_at", "export_format")


class TeamImported(Event):
    """Team imported."""

    name = "team.imported"
    fields = ("team_id", "actor_id", "occurred_at", "source")


class TeamFlagged(Event):
    """Team flagged."""

    name = "team.flagged"
    fields = ("team_id", "actor_id", "occurred_at", "reason")


class ProjectCreated(Event):
    """Project created."""

    name = "project.created"
    fields = ("project_id", "actor_id", "occurred_at")


class ProjectUpdated(Event):
    """Project updated."""

    name = "project.updated"
    fields = ("project_id", "actor_id", "occurred_at")


class ProjectDeleted(Event):
    """Project deleted."""

    name = "project.deleted"
    fields = ("project_id", "actor_id", "occurred_at")


class ProjectArchived(Event):
    """Project archived."""

    name = "project.archived"
    fields = ("project_id", "actor_id", "occurred_at")


class ProjectRestored(Event):
    """Project restored."""

    name = "project.restored"
    fields = ("project_id", "actor_id", "occurred_at")


class ProjectApproved(Event):
    """Project approved."""

    name = "project.approved"
    fields = ("project_id", "actor_id", "occurred_at")


class ProjectRejected(Event):
    """Project rejected."""

    name = "project.rejected"
    fields = ("project_id", "actor_id", "occurred_at", "reason")


class ProjectAssigned(Event):
    """Project assigned."""

    name = "project.assigned"
    fields = ("project_id", "actor_id", "occurred_at", "assignee_id")


class ProjectCommented(Event):
    """Project commented."""

    name = "project.commented"
    fields = ("project_id", "actor_id", "occurred_at", "comment_id")


class ProjectExported(Event):
    """Project exported."""

    name = "project.exported"
    fields = ("project_id", "actor_id", "occurred_at", "export_format")


class ProjectImported(Event):
    """Project imported."""

    name = "project.imported"
    fields = ("project_id", "actor_id", "occurred_at", "source")


class ProjectFlagged(Event):
    """Project flagged."""

    name = "project.flagged"
    fields = ("project_id", "actor_id", "occurred_at", "reason")


class ReleaseCreated(Event):
    """Release created."""

    name = "release.created"
    fields = ("release_id", "actor_id", "occurred_at")


class ReleaseUpdated(Event):
    """Release updated."""

    name = "release.updated"
    fields = ("release_id", "actor_id", "occurred_at")


class ReleaseDeleted(Event):
    """Release deleted."""

    name = "release.deleted"
    fields = ("release_id", "actor_id", "occurred_at")


class ReleaseArchived(Event):
    """Release archived."""

    name = "release.archived"
    fields = ("release_id", "actor_id", "occurred_at")


class ReleaseRestored(Event):
    """Release restored."""

    name = "release.restored"
    fields = ("release_id", "actor_id", "occurred_at")


class ReleaseApproved(Event):
    """Release approved."""

    name = "release.approved"
    fields = ("release_id", "actor_id", "occurred_at")


class ReleaseRejected(Event):
    """Release rejected."""

    name = "release.rejected"
    fields = ("release_id", "actor_id", "occurred_at", "reason")


class ReleaseAssigned(Event):
    """Release assigned."""

    name = "release.assigned"
    fields = ("release_id", "actor_id", "occurred_at", "assignee_id")


class ReleaseCommented(Event):
    """Release commented."""

    name = "release.commented"
    fields = ("release_id", "actor_id", "occurred_at", "comment_id")


class ReleaseExported(Event):
    """Release exported."""

    name = "release.exported"
    fields = ("release_id", "actor_id", "occurred_at", "export_format")


class ReleaseImported(Event):
    """Release imported."""

    name = "release.imported"
    fields = ("release_id", "actor_id", "occurred_at", "source")


class ReleaseFlagged(Event):
    """Release flagged."""

    name = "release.flagged"
    fields = ("release_id", "actor_id", "occurred_at", "reason")


class DeploymentCreated(Event):
    """Deployment created."""

    name = "deployment.created"
    fields = ("deployment_id", "actor_id", "occurred_at")


class DeploymentUpdated(Event):
    """Deployment updated."""

    name = "deployment.updated"
    fields = ("deployment_id", "actor_id", "occurred_at")


class DeploymentDeleted(Event):
    """Deployment deleted."""

    name = "deployment.deleted"
    fields = ("deployment_id", "actor_id", "occurred_at")


class DeploymentArchived(Event):
    """Deployment archived."""

    name = "deployment.archived"
    fields = ("deployment_id", "actor_id", "occurred_at")


class DeploymentRestored(Event):
    """Deployment restored."""

    name = "deployment.restored"
    fields = ("deployment_id", "actor_id", "occurred_at")


class DeploymentApproved(Event):
    """Deployment approved."""

    name = "deployment.approved"
    fields = ("deployment_id", "actor_id", "occurred_at")


class DeploymentRejected(Event):
    """Deployment rejected."""

    name = "deployment.rejected"
    fields = ("deployment_id", "actor_id", "occurred_at", "reason")


class DeploymentAssigned(Event):
    """Deployment assigned."""

    name = "deployment.assigned"
    fields = ("deployment_id", "actor_id", "occurred_at", "assignee_id")


class DeploymentCommented(Event):
    """Deployment commented."""

    name = "deployment.commented"
    fields = ("deployment_id", "actor_id", "occurred_at", "comment_id")


class DeploymentExported(Event):
    """Deployment exported."""

    name = "deployment.exported"
    fields = ("deployment_id", "actor_id", "occurred_at", "export_format")


class DeploymentImported(Event):
    """Deployment imported."""

    name = "deployment.imported"
    fields = ("deployment_id", "actor_id", "occurred_at", "source")


class DeploymentFlagged(Event):
    """Deployment flagged."""

    name = "deployment.flagged"
    fields = ("deployment_id", "actor_id", "occurred_at", "reason")


class IncidentCreated(Event):
    """Incident created."""

    name = "incident.created"
    fields = ("incident_id", "actor_id", "occurred_at")


class IncidentUpdated(Event):
    """Incident updated."""

    name = "incident.updated"
    fields = ("incident_id", "actor_id", "occurred_at")


class IncidentDeleted(Event):
    """Incident deleted."""

    name = "incident.deleted"
    fields = ("incident_id", "actor_id", "occurred_at")


class IncidentArchived(Event):
    """Incident archived."""

    name = "incident.archived"
    fields = ("incident_id", "actor_id", "occurred_at")


class IncidentRestored(Event):
    """Incident restored."""

    name = "incident.restored"
    fields = ("incident_id", "actor_id", "occurred_at")


class IncidentApproved(Event):
    """Incident approved."""

    name = "incident.approved"
    fields = ("incident_id", "actor_id", "occurred_at")


class IncidentRejected(Event):
    """Incident rejected."""

    name = "incident.rejected"
    fields = ("incident_id", "actor_id", "occurred_at", "reason")


class IncidentAssigned(Event):
    """Incident assigned."""

    name = "incident.assigned"
    fields = ("incident_id", "actor_id", "occurred_at", "assignee_id")


class IncidentCommented(Event):
    """Incident commented."""

    name = "incident.commented"
    fields = ("incident_id", "actor_id", "occurred_at", "comment_id")


class IncidentExported(Event):
    """Incident exported."""

    name = "incident.exported"
    fields = ("incident_id", "actor_id", "occurred_at", "export_format")


class IncidentImported(Event):
    """Incident imported."""

    name = "incident.imported"
    fields = ("incident_id", "actor_id", "occurred_at", "source")


class IncidentFlagged(Event):
    """Incident flagged."""

    name = "incident.flagged"
    fields = ("incident_id", "actor_id", "occurred_at", "reason")


class WebhookCreated(Event):
    """Webhook created."""

    name = "webhook.created"
    fields = ("webhook_id", "actor_id", "occurred_at")


class WebhookUpdated(Event):
    """Webhook updated."""

    name = "webhook.updated"
    fields = ("webhook_id", "actor_id", "occurred_at")


class WebhookDeleted(Event):
    """Webhook deleted."""

    name = "webhook.deleted"
    fields = ("webhook_id", "actor_id", "occurred_at")


class WebhookArchived(Event):
    """Webhook archived."""

    name = "webhook.archived"
    fields = ("webhook_id", "actor_id", "occurred_at")


class WebhookRestored(Event):
    """Webhook restored."""

    name = "webhook.restored"
    fields = ("webhook_id", "actor_id", "occurred_at")


class WebhookApproved(Event):
    """Webhook approved."""

    name = "webhook.approved"
    fields = ("webhook_id", "actor_id", "occurred_at")


class WebhookRejected(Event):
    """Webhook rejected."""

    name = "webhook.rejected"
    fields = ("webhook_id", "actor_id", "occurred_at", "reason")


class WebhookAssigned(Event):
    """Webhook assigned."""

    name = "webhook.assigned"
    fields = ("webhook_id", "actor_id", "occurred_at", "assignee_id")


class WebhookCommented(Event):
    """Webhook commented."""

    name = "webhook.commented"
    fields = ("webhook_id", "actor_id", "occurred_at", "comment_id")


class WebhookExported(Event):
    """Webhook exported."""

    name = "webhook.exported"
    fields = ("webhook_id", "actor_id", "occurred_at", "export_format")


class WebhookImported(Event):
    """Webhook imported."""

    name = "webhook.imported"
    fields = ("webhook_id", "actor_id", "occurred_at", "source")


class WebhookFlagged(Event):
    """Webhook flagged."""

    name = "webhook.flagged"
    fields = ("webhook_id", "actor_id", "occurred_at", "reason")


class ReportCreated(Event):
    """Report created."""

    name = "report.created"
    fields = ("report_id", "actor_id", "occurred_at")


class ReportUpdated(Event):
    """Report updated."""

    name = "report.updated"
    fields = ("report_id", "actor_id", "occurred_at")


class ReportDeleted(Event):
    """Report deleted."""

    name = "report.deleted"
    fields = ("report_id", "actor_id", "occurred_at")


class ReportArchived(Event):
    """Report archived."""

    name = "report.archived"
    fields = ("report_id", "actor_id", "occurred_at")


class ReportRestored(Event):
    """Report restored."""

    name = "report.restored"
    fields = ("report_id", "actor_id", "occurred_at")


class ReportApproved(Event):
    """Report approved."""

    name = "report.approved"
    fields = ("report_id", "actor_id", "occurred_at")


class ReportRejected(Event):
    """Report rejected."""

    name = "report.rejected"
    fields = ("report_id", "actor_id", "occurred_at", "reason")


class ReportAssigned(Event):
    """Report assigned."""

    name = "report.assigned"
    fields = ("report_id", "actor_id", "occurred_at", "assignee_id")


class ReportCommented(Event):
    """Report commented."""

    name = "report.commented"
    fields = ("report_id", "actor_id", "occurred_at", "comment_id")


class ReportExported(Event):
    """Report exported."""

    name = "report.exported"
    fields = ("report_id", "actor_id", "occurred_at", "export_format")


class ReportImported(Event):
    """Report imported."""

    name = "report.imported"
    fields = ("report_id", "actor_id", "occurred_at", "source")


class ReportFlagged(Event):
    """Report flagged."""

    name = "report.flagged"
    fields = ("report_id", "actor_id", "occurred_at", "reason")


class CampaignCreated(Event):
    """Campaign created."""

    name = "campaign.created"
    fields = ("campaign_id", "actor_id", "occurred_at")


class CampaignUpdated(Event):
    """Campaign updated."""

    name = "campaign.updated"
    fields = ("campaign_id", "actor_id", "occurred_at")


class CampaignDeleted(Event):
    """Campaign deleted."""

    name = "campaign.deleted"
    fields = ("campaign_id", "actor_id", "occurred_at")


class CampaignArchived(Event):
    """Campaign archived."""

    name = "campaign.archived"
    fields = ("campaign_id", "actor_id", "occurred_at")


class CampaignRestored(Event):
    """Campaign restored."""

    name = "campaign.restored"
    fields = ("campaign_id", "actor_id", "occurred_at")


class CampaignApproved(Event):
    """Campaign approved."""

    name = "campaign.approved"
    fields = ("campaign_id", "actor_id", "occurred_at")


class CampaignRejected(Event):
    """Campaign rejected."""

    name = "campaign.rejected"
    fields = ("campaign_id", "actor_id", "occurred_at", "reason")


class CampaignAssigned(Event):
    """Campaign assigned."""

    name = "campaign.assigned"
    fields = ("campaign_id", "actor_id", "occurred_at", "assignee_id")


class CampaignCommented(Event):
    """Campaign commented."""

    name = "campaign.commented"
    fields = ("campaign_id", "actor_id", "occurred_at", "comment_id")


class CampaignExported(Event):
    """Campaign exported."""

    name = "campaign.exported"
    fields = ("campaign_id", "actor_id", "occurred_at", "export_format")


class CampaignImported(Event):
    """Campaign imported."""

    name = "campaign.imported"
    fields = ("campaign_id", "actor_id", "occurred_at", "source")


class CampaignFlagged(Event):
    """Campaign flagged."""

    name = "campaign.flagged"
    fields = ("campaign_id", "actor_id", "occurred_at", "reason")


class ContractCreated(Event):
    """Contract created."""

    name = "contract.created"
    fields = ("contract_id", "actor_id", "occurred_at")


class ContractUpdated(Event):
    """Contract updated."""

    name = "contract.updated"
    fields = ("contract_id", "actor_id", "occurred_at")


class ContractDeleted(Event):
    """Contract deleted."""

    name = "contract.deleted"
    fields = ("contract_id", "actor_id", "occurred_at")


class ContractArchived(Event):
    """Contract archived."""

    name = "contract.archived"
    fields = ("contract_id", "actor_id", "occurred_at")


class ContractRestored(Event):
    """Contract restored."""

    name = "contract.restored"
    fields = ("contract_id", "actor_id", "occurred_at")


class ContractApproved(Event):
    """Contract approved."""

    name = "contract.approved"
    fields = ("contract_id", "actor_id", "occurred_at")


class ContractRejected(Event):
    """Contract rejected."""

    name = "contract.rejected"
    fields = ("contract_id", "actor_id", "occurred_at", "reason")


class ContractAssigned(Event):
    """Contract assigned."""

    name = "contract.assigned"
    fields = ("contract_id", "actor_id", "occurred_at", "assignee_id")


class ContractCommented(Event):
    """Contract commented."""

    name = "contract.commented"
    fields = ("contract_id", "actor_id", "occurred_at", "comment_id")


class ContractExported(Event):
    """Contract exported."""

    name = "contract.exported"
    fields = ("contract_id", "actor_id", "occurred_at", "export_format")


class ContractImported(Event):
    """Contract imported."""

    name = "contract.imported"
    fields = ("contract_id", "actor_id", "occurred_at", "source")


class ContractFlagged(Event):
    """Contract flagged."""

    name = "contract.flagged"
    fields = ("contract_id", "actor_id", "occurred_at", "reason")


EVENTS = {
    cls.name: cls
    for cls in (
        OrderCreated,
        OrderUpdated,
        OrderDeleted,
        OrderArchived,
        OrderRestored,
        OrderApproved,
        OrderRejected,
        OrderAssigned,
        OrderCommented,
        OrderExported,
        OrderImported,
        OrderFlagged,
        ShipmentCreated,
        ShipmentUpdated,
        ShipmentDeleted,
        ShipmentArchived,
        ShipmentRestored,
        ShipmentApproved,
        ShipmentRejected,
        ShipmentAssigned,
        ShipmentCommented,
        ShipmentExported,
        ShipmentImported,
        ShipmentFlagged,
        InvoiceCreated,
        InvoiceUpdated,
        InvoiceDeleted,
        InvoiceArchived,
        InvoiceRestored,
        InvoiceApproved,
        InvoiceRejected,
        InvoiceAssigned,
        InvoiceCommented,
        InvoiceExported,
        InvoiceImported,
        InvoiceFlagged,
        CustomerCreated,
        CustomerUpdated,
        CustomerDeleted,
        CustomerArchived,
        CustomerRestored,
        CustomerApproved,
        CustomerRejected,
        CustomerAssigned,
        CustomerCommented,
        CustomerExported,
        CustomerImported,
        CustomerFlagged,
        ProductCreated,
        ProductUpdated,
        ProductDeleted,
        ProductArchived,
        ProductRestored,
        ProductApproved,
        ProductRejected,
        ProductAssigned,
        ProductCommented,
        ProductExported,
        ProductImported,
        ProductFlagged,
        CartCreated,
        CartUpdated,
        CartDeleted,
        CartArchived,
        CartRestored,
        CartApproved,
        CartRejected,
        CartAssigned,
        CartCommented,
        CartExported,
        CartImported,
        CartFlagged,
        CouponCreated,
        CouponUpdated,
        CouponDeleted,
        CouponArchived,
        CouponRestored,
        CouponApproved,
        CouponRejected,
        CouponAssigned,
        CouponCommented,
        CouponExported,
        CouponImported,
        CouponFlagged,
        ReviewCreated,
        ReviewUpdated,
        ReviewDeleted,
        ReviewArchived,
        ReviewRestored,
        ReviewApproved,
        ReviewRejected,
        ReviewAssigned,
        ReviewCommented,
        ReviewExported,
        ReviewImported,
        ReviewFlagged,
        WarehouseCreated,
        WarehouseUpdated,
        WarehouseDeleted,
        WarehouseArchived,
        WarehouseRestored,
        WarehouseApproved,
        WarehouseRejected,
        WarehouseAssigned,
        WarehouseCommented,
        WarehouseExported,
        WarehouseImported,
        WarehouseFlagged,
        SupplierCreated,
        SupplierUpdated,
        SupplierDeleted,
        SupplierArchived,
        SupplierRestored,
        SupplierApproved,
        SupplierRejected,
        SupplierAssigned,
        SupplierCommented,
        SupplierExported,
        SupplierImported,
        SupplierFlagged,
        TicketCreated,
        TicketUpdated,
        TicketDeleted,
        TicketArchived,
        TicketRestored,
        TicketApproved,
        TicketRejected,
        TicketAssigned,
        TicketCommented,
        TicketExported,
        TicketImported,
        TicketFlagged,
        SubscriptionCreated,
        SubscriptionUpdated,
        SubscriptionDeleted,
        SubscriptionArchived,
        SubscriptionRestored,
        SubscriptionApproved,
        SubscriptionRejected,
        SubscriptionAssigned,
        SubscriptionCommented,
        SubscriptionExported,
        SubscriptionImported,
        SubscriptionFlagged,
        PaymentCreated,
        PaymentUpdated,
        PaymentDeleted,
        PaymentArchived,
        PaymentRestored,
        PaymentApproved,
        PaymentRejected,
        PaymentAssigned,
        PaymentCommented,
        PaymentExported,
        PaymentImported,
        PaymentFlagged,
        PaymentRefunded,
        PlanCreated,
        PlanUpdated,
        PlanDeleted,
        PlanArchived,
        PlanRestored,
        PlanApproved,
        PlanRejected,
        PlanAssigned,
        PlanCommented,
        PlanExported,
        PlanImported,
        PlanFlagged,
        UserCreated,
        UserUpdated,
        UserDeleted,
        UserArchived,
        UserRestored,
        UserApproved,
        UserRejected,
        UserAssigned,
        UserCommented,
        UserExported,
        UserImported,
        UserFlagged,
        TeamCreated,
        TeamUpdated,
        TeamDeleted,
        TeamArchived,
        TeamRestored,
        TeamApproved,
        TeamRejected,
        TeamAssigned,
        TeamCommented,
        TeamExported,
        TeamImported,
        TeamFlagged,
        ProjectCreated,
        ProjectUpdated,
        ProjectDeleted,
        ProjectArchived,
        ProjectRestored,
        ProjectApproved,
        ProjectRejected,
        ProjectAssigned,
        ProjectCommented,
        ProjectExported,
        ProjectImported,
        ProjectFlagged,
        ReleaseCreated,
        ReleaseUpdated,
        ReleaseDeleted,
        ReleaseArchived,
        ReleaseRestored,
        ReleaseApproved,
        ReleaseRejected,
        ReleaseAssigned,
        ReleaseCommented,
        ReleaseExported,
        ReleaseImported,
        ReleaseFlagged,
        DeploymentCreated,
        DeploymentUpdated,
        DeploymentDeleted,
        DeploymentArchived,
        DeploymentRestored,
        DeploymentApproved,
        DeploymentRejected,
        DeploymentAssigned,
        DeploymentCommented,
        DeploymentExported,
        DeploymentImported,
        DeploymentFlagged,
        IncidentCreated,
        IncidentUpdated,
        IncidentDeleted,
        IncidentArchived,
        IncidentRestored,
        IncidentApproved,
        IncidentRejected,
        IncidentAssigned,
        IncidentCommented,
        IncidentExported,
        IncidentImported,
        IncidentFlagged,
        WebhookCreated,
        WebhookUpdated,
        WebhookDeleted,
        WebhookArchived,
        WebhookRestored,
        WebhookApproved,
        WebhookRejected,
        WebhookAssigned,
        WebhookCommented,
        WebhookExported,
        WebhookImported,
        WebhookFlagged,
        ReportCreated,
        ReportUpdated,
        ReportDeleted,
        ReportArchived,
        ReportRestored,
        ReportApproved,
        ReportRejected,
        ReportAssigned,
        ReportCommented,
        ReportExported,
        ReportImported,
        ReportFlagged,
        CampaignCreated,
        CampaignUpdated,
        CampaignDeleted,
        CampaignArchived,
        CampaignRestored,
        CampaignApproved,
        CampaignRejected,
        CampaignAssigned,
        CampaignCommented,
        CampaignExported,
        CampaignImported,
        CampaignFlagged,
        ContractCreated,
        ContractUpdated,
        ContractDeleted,
        ContractArchived,
        ContractRestored,
        ContractApproved,
        ContractRejected,
        ContractAssigned,
        ContractCommented,
        ContractExported,
        ContractImported,
        ContractFlagged,
    )
}


__all__ = ["EVENTS", "ValidationError"] + [cls.__name__ for cls in EVENTS.values()]
