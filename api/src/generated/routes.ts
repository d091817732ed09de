/* tslint:disable */
/* eslint-disable */
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import type { TsoaRoute } from '@tsoa/runtime';
import {  fetchMiddlewares, ExpressTemplateService } from '@tsoa/runtime';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { WebhookEventsController } from './../controllers/WebhooksController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { WebhooksController } from './../controllers/WebhooksController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { AuthController } from './../controllers/AuthController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { UsersController } from './../controllers/UsersController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { SetsController } from './../controllers/SetsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { SearchController } from './../controllers/SearchController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { SchoolSignInController } from './../controllers/SchoolSignInController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { LinkedSignInsController } from './../controllers/SchoolSignInController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { PropsController } from './../controllers/PropsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { ProductionsController } from './../controllers/ProductionsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { PhotosController } from './../controllers/PhotosController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { PersonLoansController } from './../controllers/PersonLoansController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { NotificationsController } from './../controllers/NotificationsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { LendingController } from './../controllers/LendingController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { LabelsController } from './../controllers/LabelsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { ImportJobsController } from './../controllers/ImportJobsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { FilesController } from './../controllers/FilesController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { DepartmentsController } from './../controllers/DepartmentsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { DepartmentDomainsController } from './../controllers/DepartmentDomainsController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { DashboardController } from './../controllers/DashboardController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { CostumesController } from './../controllers/CostumesController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { ConditionPhotosController } from './../controllers/ConditionController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { DamageReportsController } from './../controllers/ConditionController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { CodesController } from './../controllers/CodesController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { PublicCodesController } from './../controllers/CodesController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { CalendarController } from './../controllers/CalendarController';
// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
import { BookingsController } from './../controllers/BookingsController';
import { expressAuthentication } from './../http/authentication';
// @ts-ignore - no great way to install types from subpackage
import type { Request as ExRequest, Response as ExResponse, RequestHandler, Router } from 'express';
const multer = require('multer');


const expressAuthenticationRecasted = expressAuthentication as (req: ExRequest, securityName: string, scopes?: string[], res?: ExResponse) => Promise<any>;


// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

const models: TsoaRoute.Models = {
    "WebhookEventType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["loan.requested"]},{"dataType":"enum","enums":["loan.offered"]},{"dataType":"enum","enums":["loan.approved"]},{"dataType":"enum","enums":["loan.declined"]},{"dataType":"enum","enums":["loan.cancelled"]},{"dataType":"enum","enums":["loan.changed"]},{"dataType":"enum","enums":["loan.picked_up"]},{"dataType":"enum","enums":["loan.returned"]},{"dataType":"enum","enums":["loan.overdue"]},{"dataType":"enum","enums":["loan.extension_requested"]},{"dataType":"enum","enums":["loan.extension_answered"]},{"dataType":"enum","enums":["loan.counter_proposed"]},{"dataType":"enum","enums":["loan.counter_proposal_answered"]},{"dataType":"enum","enums":["damage_report.opened"]},{"dataType":"enum","enums":["damage_report.resolved"]},{"dataType":"enum","enums":["booking.created"]},{"dataType":"enum","enums":["booking.changed"]},{"dataType":"enum","enums":["booking.cancelled"]},{"dataType":"enum","enums":["person_loan.booked"]},{"dataType":"enum","enums":["person_loan.changed"]},{"dataType":"enum","enums":["person_loan.handed_over"]},{"dataType":"enum","enums":["person_loan.returned"]},{"dataType":"enum","enums":["person_loan.cancelled"]},{"dataType":"enum","enums":["person_loan.overdue"]},{"dataType":"enum","enums":["item.created"]},{"dataType":"enum","enums":["item.updated"]},{"dataType":"enum","enums":["item.deleted"]},{"dataType":"enum","enums":["import.completed"]},{"dataType":"enum","enums":["import.failed"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookMessageType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"ref":"WebhookEventType"},{"dataType":"enum","enums":["webhook.ping"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookLinks": {
        "dataType": "refObject",
        "properties": {
            "app": {"dataType":"string","required":true},
            "api": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingItemType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["prop"]},{"dataType":"enum","enums":["set_piece"]},{"dataType":"enum","enums":["costume_piece"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookItem": {
        "dataType": "refObject",
        "properties": {
            "type": {"ref":"LendingItemType","required":true},
            "id": {"dataType":"integer","required":true},
            "name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookMessageData": {
        "dataType": "refObject",
        "properties": {
            "item": {"dataType":"union","subSchemas":[{"ref":"WebhookItem"},{"dataType":"enum","enums":[null]}]},
            "loan_id": {"dataType":"integer"},
            "lender_department_id": {"dataType":"integer"},
            "borrower_department_id": {"dataType":"integer"},
            "person_loan_id": {"dataType":"integer"},
            "damage_report_id": {"dataType":"integer"},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}]},
            "import_job_id": {"dataType":"integer"},
            "starts_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}]},
            "ends_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}]},
            "answer": {"dataType":"string"},
            "resolution": {"dataType":"string"},
            "fields": {"dataType":"array","array":{"dataType":"string"}},
            "created": {"dataType":"integer","validators":{"isInt":{"errorMsg":"rows an import saved"}}},
            "failed": {"dataType":"integer","validators":{"isInt":{"errorMsg":"rows an import could not save"}}},
            "department": {"dataType":"nestedObjectLiteral","nestedProperties":{"name":{"dataType":"string","required":true},"id":{"dataType":"double","required":true}},"required":true},
            "links": {"ref":"WebhookLinks","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookMessage": {
        "dataType": "refObject",
        "properties": {
            "type": {"ref":"WebhookMessageType","required":true},
            "timestamp": {"dataType":"string","required":true},
            "data": {"ref":"WebhookMessageData","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookEventTypeOut": {
        "dataType": "refObject",
        "properties": {
            "type": {"ref":"WebhookEventType","required":true},
            "group": {"dataType":"string","required":true},
            "description": {"dataType":"string","required":true},
            "example": {"ref":"WebhookMessage","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookDisabledReason": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["gone"]},{"dataType":"enum","enums":["failing"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookEndpointOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "department_id": {"dataType":"integer","required":true},
            "url": {"dataType":"string","required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "events": {"dataType":"array","array":{"dataType":"refAlias","ref":"WebhookEventType"},"required":true},
            "enabled": {"dataType":"boolean","required":true},
            "secret_hint": {"dataType":"string","required":true},
            "previous_secret_expires_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "disabled_reason": {"dataType":"union","subSchemas":[{"ref":"WebhookDisabledReason"},{"dataType":"enum","enums":[null]}],"required":true},
            "disabled_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "failing_since": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "updated_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ErrorCode": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["bad_request"]},{"dataType":"enum","enums":["malformed_body"]},{"dataType":"enum","enums":["department_required"]},{"dataType":"enum","enums":["invalid_email"]},{"dataType":"enum","enums":["invalid_role"]},{"dataType":"enum","enums":["weak_password"]},{"dataType":"enum","enums":["email_taken"]},{"dataType":"enum","enums":["already_member"]},{"dataType":"enum","enums":["current_password_required"]},{"dataType":"enum","enums":["wrong_current_password"]},{"dataType":"enum","enums":["user_inactive"]},{"dataType":"enum","enums":["account_pending"]},{"dataType":"enum","enums":["invitation_pending"]},{"dataType":"enum","enums":["invitation_accepted"]},{"dataType":"enum","enums":["invalid_reset_token"]},{"dataType":"enum","enums":["department_name_taken"]},{"dataType":"enum","enums":["department_not_empty"]},{"dataType":"enum","enums":["search_too_broad"]},{"dataType":"enum","enums":["not_authenticated"]},{"dataType":"enum","enums":["invalid_credentials"]},{"dataType":"enum","enums":["forbidden"]},{"dataType":"enum","enums":["not_a_member"]},{"dataType":"enum","enums":["account_inactive"]},{"dataType":"enum","enums":["not_found"]},{"dataType":"enum","enums":["route_not_found"]},{"dataType":"enum","enums":["conflict"]},{"dataType":"enum","enums":["item_in_use"]},{"dataType":"enum","enums":["item_on_loan"]},{"dataType":"enum","enums":["outside_production"]},{"dataType":"enum","enums":["last_admin"]},{"dataType":"enum","enums":["photo_limit"]},{"dataType":"enum","enums":["gone"]},{"dataType":"enum","enums":["invitation_used"]},{"dataType":"enum","enums":["invitation_expired"]},{"dataType":"enum","enums":["payload_too_large"]},{"dataType":"enum","enums":["upload_quota_exceeded"]},{"dataType":"enum","enums":["unsupported_encoding"]},{"dataType":"enum","enums":["unsupported_media_type"]},{"dataType":"enum","enums":["validation_failed"]},{"dataType":"enum","enums":["rate_limited"]},{"dataType":"enum","enums":["internal_error"]},{"dataType":"enum","enums":["insufficient_storage"]},{"dataType":"enum","enums":["password_sign_in_off"]},{"dataType":"enum","enums":["invalid_grant"]},{"dataType":"enum","enums":["last_sign_in"]},{"dataType":"enum","enums":["domain_taken"]},{"dataType":"enum","enums":["provider_unavailable"]},{"dataType":"enum","enums":["webhook_limit"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ErrorBody": {
        "dataType": "refObject",
        "properties": {
            "detail": {"dataType":"string","required":true},
            "code": {"ref":"ErrorCode","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookEndpointCreated": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "department_id": {"dataType":"integer","required":true},
            "url": {"dataType":"string","required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "events": {"dataType":"array","array":{"dataType":"refAlias","ref":"WebhookEventType"},"required":true},
            "enabled": {"dataType":"boolean","required":true},
            "secret_hint": {"dataType":"string","required":true},
            "previous_secret_expires_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "disabled_reason": {"dataType":"union","subSchemas":[{"ref":"WebhookDisabledReason"},{"dataType":"enum","enums":[null]}],"required":true},
            "disabled_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "failing_since": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "updated_at": {"dataType":"datetime","required":true},
            "secret": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ListIndex": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ValidationIssue": {
        "dataType": "refObject",
        "properties": {
            "loc": {"dataType":"array","array":{"dataType":"union","subSchemas":[{"dataType":"string"},{"ref":"ListIndex"}]},"required":true},
            "msg": {"dataType":"string","required":true},
            "type": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ValidationErrorBody": {
        "dataType": "refObject",
        "properties": {
            "detail": {"dataType":"array","array":{"dataType":"refObject","ref":"ValidationIssue"},"required":true},
            "code": {"dataType":"enum","enums":["validation_failed"],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookCreateInput": {
        "dataType": "refObject",
        "properties": {
            "url": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 2048 characters","value":2048}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
            "events": {"dataType":"array","array":{"dataType":"refAlias","ref":"WebhookEventType"},"required":true,"validators":{"maxItems":{"errorMsg":"Must list no more than 100 events","value":100}}},
            "enabled": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookUpdateInput": {
        "dataType": "refObject",
        "properties": {
            "url": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 2048 characters","value":2048}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
            "events": {"dataType":"array","array":{"dataType":"refAlias","ref":"WebhookEventType"},"validators":{"maxItems":{"errorMsg":"Must list no more than 100 events","value":100}}},
            "enabled": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookSecretOut": {
        "dataType": "refObject",
        "properties": {
            "secret": {"dataType":"string","required":true},
            "previous_secret_expires_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookDeliveryStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["pending"]},{"dataType":"enum","enums":["delivered"]},{"dataType":"enum","enums":["failed"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookAttemptOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "attempted_at": {"dataType":"datetime","required":true},
            "status_code": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "error": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "response_excerpt": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "duration_ms": {"dataType":"integer","required":true},
            "manual": {"dataType":"boolean","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WebhookDeliveryOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "message_id": {"dataType":"string","required":true},
            "event_type": {"ref":"WebhookMessageType","required":true},
            "status": {"ref":"WebhookDeliveryStatus","required":true},
            "attempt_count": {"dataType":"integer","required":true},
            "next_attempt_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "delivered_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "last_status_code": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "last_error": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "payload": {"dataType":"string","required":true},
            "attempts": {"dataType":"array","array":{"dataType":"refObject","ref":"WebhookAttemptOut"},"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "HeaderCount": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"pattern":{"value":"^[0-9]+$"}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "Skip": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number"},"minimum":{"errorMsg":"Must be at least 0","value":0},"maximum":{"errorMsg":"Must be no more than 2147483647","value":2147483647}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "Limit": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number"},"minimum":{"errorMsg":"Must be between 1 and 1000","value":1},"maximum":{"errorMsg":"Must be between 1 and 1000","value":1000}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "TokenPair": {
        "dataType": "refObject",
        "properties": {
            "access_token": {"dataType":"string","required":true},
            "refresh_token": {"dataType":"string","required":true},
            "token_type": {"dataType":"enum","enums":["bearer"],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LoginForm": {
        "dataType": "refObject",
        "properties": {
            "username": {"dataType":"string","required":true,"validators":{"minLength":{"errorMsg":"Must be at least 5 characters","value":5},"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "password": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 128 characters","value":128}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "RefreshBody": {
        "dataType": "refObject",
        "properties": {
            "refresh_token": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "UserStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["pending"]},{"dataType":"enum","enums":["active"]},{"dataType":"enum","enums":["inactive"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "Role": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["student"]},{"dataType":"enum","enums":["assistant"]},{"dataType":"enum","enums":["manager"]},{"dataType":"enum","enums":["director"]},{"dataType":"enum","enums":["admin"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DepartmentRef": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "name": {"dataType":"string","required":true},
            "role": {"ref":"Role","required":true},
            "time_zone": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "UserOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "email": {"dataType":"string","required":true},
            "first_name": {"dataType":"string","required":true},
            "last_name": {"dataType":"string","required":true},
            "phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "status": {"ref":"UserStatus","required":true},
            "is_superuser": {"dataType":"boolean","required":true},
            "last_login": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "departments": {"dataType":"array","array":{"dataType":"refObject","ref":"DepartmentRef"},"required":true},
            "departmentRole": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["student"]},{"dataType":"enum","enums":["assistant"]},{"dataType":"enum","enums":["manager"]},{"dataType":"enum","enums":["director"]},{"dataType":"enum","enums":["admin"]}]},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "MessageOut": {
        "dataType": "refObject",
        "properties": {
            "message": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "EmailBody": {
        "dataType": "refObject",
        "properties": {
            "email": {"dataType":"string","required":true,"validators":{"minLength":{"errorMsg":"Must be at least 5 characters","value":5},"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ResetTokenValidity": {
        "dataType": "refObject",
        "properties": {
            "valid": {"dataType":"boolean","required":true},
            "email": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ResetPasswordBody": {
        "dataType": "refObject",
        "properties": {
            "token": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
            "new_password": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 128 characters","value":128}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ListView": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["cards"]},{"dataType":"enum","enums":["list"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ItemSort": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["newest"]},{"dataType":"enum","enums":["name"]},{"dataType":"enum","enums":["condition"]},{"dataType":"enum","enums":["location"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ListPageSize": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":[24]},{"dataType":"enum","enums":[50]},{"dataType":"enum","enums":[100]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ListSettings": {
        "dataType": "refObject",
        "properties": {
            "view": {"ref":"ListView","required":true},
            "sort": {"ref":"ItemSort","required":true},
            "page_size": {"ref":"ListPageSize","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "MeOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "email": {"dataType":"string","required":true},
            "first_name": {"dataType":"string","required":true},
            "last_name": {"dataType":"string","required":true},
            "phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "status": {"ref":"UserStatus","required":true},
            "is_superuser": {"dataType":"boolean","required":true},
            "last_login": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "departments": {"dataType":"array","array":{"dataType":"refObject","ref":"DepartmentRef"},"required":true},
            "departmentRole": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["student"]},{"dataType":"enum","enums":["assistant"]},{"dataType":"enum","enums":["manager"]},{"dataType":"enum","enums":["director"]},{"dataType":"enum","enums":["admin"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "list_settings": {"ref":"ListSettings","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SetupPasswordOut": {
        "dataType": "refObject",
        "properties": {
            "tokens": {"ref":"TokenPair","required":true},
            "user": {"ref":"MeOut","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SetupPasswordBody": {
        "dataType": "refObject",
        "properties": {
            "token": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
            "password": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 128 characters","value":128}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "InvitationOut": {
        "dataType": "refObject",
        "properties": {
            "user": {"dataType":"nestedObjectLiteral","nestedProperties":{"last_name":{"dataType":"string","required":true},"first_name":{"dataType":"string","required":true},"email":{"dataType":"string","required":true},"id":{"dataType":"integer","required":true}},"required":true},
            "department": {"dataType":"union","subSchemas":[{"dataType":"nestedObjectLiteral","nestedProperties":{"name":{"dataType":"string","required":true},"id":{"dataType":"integer","required":true}}},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ListSettingsInput": {
        "dataType": "refObject",
        "properties": {
            "view": {"ref":"ListView"},
            "sort": {"ref":"ItemSort"},
            "page_size": {"ref":"ListPageSize"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PendingInvitationOut": {
        "dataType": "refObject",
        "properties": {
            "department_id": {"dataType":"integer","required":true},
            "department_name": {"dataType":"string","required":true},
            "role": {"ref":"Role","required":true},
            "invited_by": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "invited_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "RowId": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number"},"minimum":{"errorMsg":"Must be at least 1","value":1},"maximum":{"errorMsg":"Must be no more than 2147483647","value":2147483647}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "UpdateMeInput": {
        "dataType": "refObject",
        "properties": {
            "email": {"dataType":"string","validators":{"minLength":{"errorMsg":"Must be at least 5 characters","value":5},"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "first_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "last_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 50 characters","value":50}}},
            "current_password": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 128 characters","value":128}}},
            "password": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 128 characters","value":128}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "AuditLogOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "action": {"dataType":"string","required":true},
            "details": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "actor_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "actor_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "department_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "department_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "target_user_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "ip_address": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "MemberRef": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number"},"minimum":{"errorMsg":"Must be at least -2147483647","value":-2147483647},"maximum":{"errorMsg":"Must be no more than 2147483647","value":2147483647}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DepartmentUserOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "first_name": {"dataType":"string","required":true},
            "last_name": {"dataType":"string","required":true},
            "email": {"dataType":"string","required":true},
            "phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "role": {"ref":"Role","required":true},
            "status": {"ref":"UserStatus","required":true},
            "is_superuser": {"dataType":"boolean","required":true},
            "last_login": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "joined_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SearchText": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "InvitationAnswer": {
        "dataType": "refObject",
        "properties": {
            "message": {"dataType":"string","required":true},
            "mail_waiting": {"dataType":"boolean","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "InviteInput": {
        "dataType": "refObject",
        "properties": {
            "email": {"dataType":"string","required":true,"validators":{"minLength":{"errorMsg":"Must be at least 5 characters","value":5},"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "first_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "last_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "password": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 128 characters","value":128}}},
            "role": {"ref":"Role"},
            "phone": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 50 characters","value":50}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "UpdateUserInput": {
        "dataType": "refObject",
        "properties": {
            "email": {"dataType":"string","validators":{"minLength":{"errorMsg":"Must be at least 5 characters","value":5},"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "first_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "last_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 50 characters","value":50}}},
            "status": {"ref":"UserStatus"},
            "account_status": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["active"]},{"dataType":"enum","enums":["inactive"]}]},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "Condition": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["excellent"]},{"dataType":"enum","enums":["good"]},{"dataType":"enum","enums":["fair"]},{"dataType":"enum","enums":["poor"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BookingKind": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["production"]},{"dataType":"enum","enums":["loan"]},{"dataType":"enum","enums":["block"]},{"dataType":"enum","enums":["person"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BookingState": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["requested"]},{"dataType":"enum","enums":["held"]},{"dataType":"enum","enums":["out"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BookingOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "kind": {"ref":"BookingKind","required":true},
            "state": {"ref":"BookingState","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"dataType":"integer","required":true},
            "starts_on": {"dataType":"string","required":true},
            "ends_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "holder": {"dataType":"string","required":true},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "follows_production": {"dataType":"boolean","required":true},
            "lending_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "person_loan_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}]},
            "borrower_department_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "reason": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["repair"]},{"dataType":"enum","enums":["cleaning"]},{"dataType":"enum","enums":["out_of_service"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "note": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ItemAvailabilityOut": {
        "dataType": "refObject",
        "properties": {
            "current": {"dataType":"union","subSchemas":[{"ref":"BookingOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "next": {"dataType":"union","subSchemas":[{"ref":"BookingOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "clash": {"dataType":"union","subSchemas":[{"ref":"BookingOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "free_from": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "production_booking": {"dataType":"union","subSchemas":[{"ref":"BookingOut"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SetPieceOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "department_id": {"dataType":"integer","required":true},
            "code": {"dataType":"string","required":true},
            "name": {"dataType":"string","required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "condition": {"ref":"Condition","required":true},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"string","required":true},
            "updated_at": {"dataType":"string","required":true},
            "dimensions": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "pieces_count": {"dataType":"integer","required":true,"validators":{"minimum":{"value":1}}},
            "components": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "availability": {"ref":"ItemAvailabilityOut","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "HeaderFlag": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["true"]},{"dataType":"enum","enums":["false"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "IsoDate": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ItemListQuery": {
        "dataType": "refObject",
        "properties": {
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
            "sort": {"ref":"ItemSort"},
            "search": {"ref":"SearchText"},
            "condition": {"ref":"Condition"},
            "location": {"ref":"SearchText"},
            "in_production": {"dataType":"boolean"},
            "available": {"dataType":"boolean"},
            "available_from": {"ref":"IsoDate"},
            "available_to": {"ref":"IsoDate"},
            "period_of": {"ref":"RowId"},
            "production_id": {"ref":"RowId"},
            "assignable_to": {"ref":"RowId"},
            "created_from": {"ref":"IsoDate"},
            "created_to": {"ref":"IsoDate"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ComponentsText": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ComponentName": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"maxLength":{"value":100}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ComponentList": {
        "dataType": "refAlias",
        "type": {"dataType":"array","array":{"dataType":"refAlias","ref":"ComponentName"},"validators":{"maxItems":{"value":100}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SetPieceCreateInput": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","required":true,"validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "condition": {"ref":"Condition"},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "dimensions": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "pieces_count": {"dataType":"integer","validators":{"minimum":{"errorMsg":"Pieces count must be at least 1","value":1},"maximum":{"value":2147483647}}},
            "components": {"dataType":"union","subSchemas":[{"ref":"ComponentsText"},{"ref":"ComponentList"}]},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportItemType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["props"]},{"dataType":"enum","enums":["sets"]},{"dataType":"enum","enums":["costumes"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["pending"]},{"dataType":"enum","enums":["failed"]},{"dataType":"enum","enums":["processing"]},{"dataType":"enum","enums":["completed"]},{"dataType":"enum","enums":["cancelled"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportErrorSummary": {
        "dataType": "refObject",
        "properties": {
            "csv_validation_errors": {"dataType":"integer","required":true},
            "schema_errors": {"dataType":"integer","required":true},
            "validation_errors": {"dataType":"integer","required":true},
            "batch_errors": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportErrorDetails": {
        "dataType": "refObject",
        "properties": {
            "total_errors": {"dataType":"integer","required":true},
            "errors_omitted": {"dataType":"integer","required":true},
            "error_summary": {"ref":"ImportErrorSummary","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportRowErrorOut": {
        "dataType": "refObject",
        "properties": {
            "row": {"dataType":"integer","required":true},
            "field": {"dataType":"string","required":true},
            "message": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "job_id": {"dataType":"string","required":true},
            "user_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "user_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "department_id": {"dataType":"integer","required":true},
            "item_type": {"ref":"ImportItemType","required":true},
            "status": {"ref":"ImportJobStatus","required":true},
            "file_name": {"dataType":"string","required":true},
            "total_items": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "processed_items": {"dataType":"integer","required":true},
            "successful_items": {"dataType":"integer","required":true},
            "failed_items": {"dataType":"integer","required":true},
            "created_items": {"dataType":"integer","required":true},
            "updated_items": {"dataType":"integer","required":true},
            "progress_percentage": {"dataType":"integer","required":true},
            "estimated_time_remaining": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "current_item": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "error_message": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "error_details": {"ref":"ImportErrorDetails","required":true},
            "recent_errors": {"dataType":"array","array":{"dataType":"refObject","ref":"ImportRowErrorOut"},"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "started_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "completed_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "duration_seconds": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LabelStockId": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["a4-3x7"]},{"dataType":"enum","enums":["a4-3x10"]},{"dataType":"enum","enums":["letter-3x10"]},{"dataType":"enum","enums":["roll-62mm"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "IdList": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 6000 characters","value":6000}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SetLabelsQuery": {
        "dataType": "refObject",
        "properties": {
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
            "sort": {"ref":"ItemSort"},
            "search": {"ref":"SearchText"},
            "condition": {"ref":"Condition"},
            "location": {"ref":"SearchText"},
            "in_production": {"dataType":"boolean"},
            "available": {"dataType":"boolean"},
            "available_from": {"ref":"IsoDate"},
            "available_to": {"ref":"IsoDate"},
            "period_of": {"ref":"RowId"},
            "production_id": {"ref":"RowId"},
            "assignable_to": {"ref":"RowId"},
            "created_from": {"ref":"IsoDate"},
            "created_to": {"ref":"IsoDate"},
            "stock": {"ref":"LabelStockId","required":true},
            "ids": {"ref":"IdList"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SetPieceInput": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "condition": {"ref":"Condition"},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "dimensions": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "pieces_count": {"dataType":"integer","validators":{"minimum":{"errorMsg":"Pieces count must be at least 1","value":1},"maximum":{"value":2147483647}}},
            "components": {"dataType":"union","subSchemas":[{"ref":"ComponentsText"},{"ref":"ComponentList"}]},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BorrowableType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["prop"]},{"dataType":"enum","enums":["set"]},{"dataType":"enum","enums":["costume"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ItemHoldOut": {
        "dataType": "refObject",
        "properties": {
            "kind": {"ref":"BookingKind","required":true},
            "holder": {"dataType":"string","required":true},
            "starts_on": {"dataType":"string","required":true},
            "ends_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "free_from": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BorrowableDepartmentOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "name": {"dataType":"string","required":true},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BorrowableItemOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "name": {"dataType":"string","required":true},
            "type": {"ref":"BorrowableType","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "category": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["costumes"]},{"dataType":"enum","enums":["furniture"]},{"dataType":"enum","enums":["weapons"]},{"dataType":"enum","enums":["decorative"]},{"dataType":"enum","enums":["lighting"]},{"dataType":"enum","enums":["electronics"]},{"dataType":"enum","enums":["other"]}]},{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["other"]},{"dataType":"enum","enums":["period"]},{"dataType":"enum","enums":["modern"]},{"dataType":"enum","enums":["fantasy"]},{"dataType":"enum","enums":["formal"]},{"dataType":"enum","enums":["casual"]},{"dataType":"enum","enums":["uniform"]},{"dataType":"enum","enums":["accessories"]},{"dataType":"enum","enums":["shoes"]},{"dataType":"enum","enums":["hats"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "condition": {"ref":"Condition","required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "tags": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "available": {"dataType":"boolean","required":true},
            "held_by": {"dataType":"union","subSchemas":[{"ref":"ItemHoldOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "requested_by_you": {"dataType":"boolean","required":true},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "distance": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"enum","enums":[null]}],"required":true},
            "department": {"ref":"BorrowableDepartmentOut","required":true},
            "department_id": {"dataType":"integer","required":true},
            "department_name": {"dataType":"string","required":true},
            "department_address": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "department_contact": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "department_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "dimensions": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "pieces_count": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "components": {"dataType":"union","subSchemas":[{"dataType":"array","array":{"dataType":"string"}},{"dataType":"enum","enums":[null]}],"required":true},
            "size": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["xs"]},{"dataType":"enum","enums":["s"]},{"dataType":"enum","enums":["m"]},{"dataType":"enum","enums":["l"]},{"dataType":"enum","enums":["xl"]},{"dataType":"enum","enums":["xxl"]},{"dataType":"enum","enums":["xxxl"]},{"dataType":"enum","enums":["one_size"]},{"dataType":"enum","enums":["custom"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "color": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "material": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SearchDateRange": {
        "dataType": "refObject",
        "properties": {
            "start": {"ref":"IsoDate","required":true},
            "end": {"ref":"IsoDate","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "Miles": {
        "dataType": "refAlias",
        "type": {"dataType":"double","validators":{"minimum":{"errorMsg":"Must be between 1 and 500","value":1},"maximum":{"errorMsg":"Must be between 1 and 500","value":500}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SearchItemType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["all"]},{"dataType":"enum","enums":["props"]},{"dataType":"enum","enums":["sets"]},{"dataType":"enum","enums":["costumes"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PropCategory": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["costumes"]},{"dataType":"enum","enums":["furniture"]},{"dataType":"enum","enums":["weapons"]},{"dataType":"enum","enums":["decorative"]},{"dataType":"enum","enums":["lighting"]},{"dataType":"enum","enums":["electronics"]},{"dataType":"enum","enums":["other"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CostumeCategory": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["other"]},{"dataType":"enum","enums":["period"]},{"dataType":"enum","enums":["modern"]},{"dataType":"enum","enums":["fantasy"]},{"dataType":"enum","enums":["formal"]},{"dataType":"enum","enums":["casual"]},{"dataType":"enum","enums":["uniform"]},{"dataType":"enum","enums":["accessories"]},{"dataType":"enum","enums":["shoes"]},{"dataType":"enum","enums":["hats"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SetCategory": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["furniture"]},{"dataType":"enum","enums":["other"]},{"dataType":"enum","enums":["backdrop"]},{"dataType":"enum","enums":["platform"]},{"dataType":"enum","enums":["architectural"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BorrowingCategory": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"ref":"PropCategory"},{"ref":"CostumeCategory"},{"ref":"SetCategory"}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SearchSkip": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number"},"minimum":{"errorMsg":"Must be at least 0","value":0},"maximum":{"errorMsg":"Must be no more than 1000: narrow the search to see further","value":1000}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SearchLimit": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number"},"minimum":{"errorMsg":"Must be between 1 and 100","value":1},"maximum":{"errorMsg":"Must be between 1 and 100","value":100}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "InterDepartmentSearchInput": {
        "dataType": "refObject",
        "properties": {
            "query": {"ref":"SearchText"},
            "item_type": {"ref":"SearchItemType"},
            "category": {"ref":"BorrowingCategory"},
            "condition": {"ref":"Condition"},
            "tags": {"ref":"SearchText"},
            "skip": {"ref":"SearchSkip"},
            "limit": {"ref":"SearchLimit"},
            "date_range": {"ref":"SearchDateRange"},
            "max_distance": {"ref":"Miles"},
            "available_only": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "AdvancedSearchInput": {
        "dataType": "refObject",
        "properties": {
            "query": {"ref":"SearchText"},
            "item_type": {"ref":"SearchItemType"},
            "category": {"ref":"BorrowingCategory"},
            "condition": {"ref":"Condition"},
            "tags": {"ref":"SearchText"},
            "skip": {"ref":"SearchSkip"},
            "limit": {"ref":"SearchLimit"},
            "available_only": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SignInProvider": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"string","required":true},
            "name": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SignInMethods": {
        "dataType": "refObject",
        "properties": {
            "password": {"dataType":"boolean","required":true},
            "providers": {"dataType":"array","array":{"dataType":"refObject","ref":"SignInProvider"},"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SignInStarted": {
        "dataType": "refObject",
        "properties": {
            "authorization_url": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "StartSignInBody": {
        "dataType": "refObject",
        "properties": {
            "return_to": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 500 characters","value":500}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "SignInTicketBody": {
        "dataType": "refObject",
        "properties": {
            "ticket": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ExchangedTokens": {
        "dataType": "refObject",
        "properties": {
            "access_token": {"dataType":"string","required":true},
            "refresh_token": {"dataType":"string","required":true},
            "token_type": {"dataType":"enum","enums":["bearer"],"required":true},
            "issued_token_type": {"dataType":"enum","enums":["urn:ietf:params:oauth:token-type:access_token"],"required":true},
            "expires_in": {"dataType":"double","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "TokenExchangeForm": {
        "dataType": "refObject",
        "properties": {
            "grant_type": {"dataType":"string","required":true},
            "subject_token": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 8000 characters","value":8000}}},
            "subject_token_type": {"dataType":"string","required":true},
            "requested_token_type": {"dataType":"string"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LinkedSignIn": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"double","required":true},
            "provider": {"dataType":"string","required":true},
            "provider_name": {"dataType":"string","required":true},
            "email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "linked_at": {"dataType":"datetime","required":true},
            "last_used_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LinkSignInBody": {
        "dataType": "refObject",
        "properties": {
            "return_to": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 500 characters","value":500}}},
            "provider": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 64 characters","value":64}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PropOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "department_id": {"dataType":"integer","required":true},
            "code": {"dataType":"string","required":true},
            "name": {"dataType":"string","required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "condition": {"ref":"Condition","required":true},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"string","required":true},
            "updated_at": {"dataType":"string","required":true},
            "category": {"ref":"PropCategory","required":true},
            "tags": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "availability": {"ref":"ItemAvailabilityOut","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PropListQuery": {
        "dataType": "refObject",
        "properties": {
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
            "sort": {"ref":"ItemSort"},
            "search": {"ref":"SearchText"},
            "condition": {"ref":"Condition"},
            "location": {"ref":"SearchText"},
            "in_production": {"dataType":"boolean"},
            "available": {"dataType":"boolean"},
            "available_from": {"ref":"IsoDate"},
            "available_to": {"ref":"IsoDate"},
            "period_of": {"ref":"RowId"},
            "production_id": {"ref":"RowId"},
            "assignable_to": {"ref":"RowId"},
            "created_from": {"ref":"IsoDate"},
            "created_to": {"ref":"IsoDate"},
            "tags": {"ref":"SearchText"},
            "category": {"ref":"PropCategory"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PropCreateInput": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","required":true,"validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "condition": {"ref":"Condition"},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "category": {"ref":"PropCategory","required":true},
            "tags": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PropLabelsQuery": {
        "dataType": "refObject",
        "properties": {
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
            "sort": {"ref":"ItemSort"},
            "search": {"ref":"SearchText"},
            "condition": {"ref":"Condition"},
            "location": {"ref":"SearchText"},
            "in_production": {"dataType":"boolean"},
            "available": {"dataType":"boolean"},
            "available_from": {"ref":"IsoDate"},
            "available_to": {"ref":"IsoDate"},
            "period_of": {"ref":"RowId"},
            "production_id": {"ref":"RowId"},
            "assignable_to": {"ref":"RowId"},
            "created_from": {"ref":"IsoDate"},
            "created_to": {"ref":"IsoDate"},
            "tags": {"ref":"SearchText"},
            "category": {"ref":"PropCategory"},
            "stock": {"ref":"LabelStockId","required":true},
            "ids": {"ref":"IdList"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PropInput": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "condition": {"ref":"Condition"},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "category": {"ref":"PropCategory"},
            "tags": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ProductionStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["active"]},{"dataType":"enum","enums":["completed"]},{"dataType":"enum","enums":["cancelled"]},{"dataType":"enum","enums":["planning"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ProductionOut": {
        "dataType": "refObject",
        "properties": {
            "props_count": {"dataType":"integer","required":true},
            "sets_count": {"dataType":"integer","required":true},
            "costume_pieces_count": {"dataType":"integer","required":true},
            "id": {"dataType":"integer","required":true},
            "department_id": {"dataType":"integer","required":true},
            "title": {"dataType":"string","required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "director": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "status": {"ref":"ProductionStatus","required":true},
            "start_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "end_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "venue": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "cast_size": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "updated_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ProductionCreateInput": {
        "dataType": "refObject",
        "properties": {
            "title": {"dataType":"string","required":true,"validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "director": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":150}}},
            "status": {"ref":"ProductionStatus"},
            "start_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "end_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "venue": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "cast_size": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"errorMsg":"Cast size must be at least 0","value":0},"maximum":{"value":2147483647}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PullListProductionOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "title": {"dataType":"string","required":true},
            "status": {"ref":"ProductionStatus","required":true},
            "start_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "end_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "venue": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PullSource": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["ours"]},{"dataType":"enum","enums":["borrowed"]},{"dataType":"enum","enums":["requested"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PullEntryOut": {
        "dataType": "refObject",
        "properties": {
            "source": {"ref":"PullSource","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "item_name": {"dataType":"string","required":true},
            "category": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "condition": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["excellent"]},{"dataType":"enum","enums":["good"]},{"dataType":"enum","enums":["fair"]},{"dataType":"enum","enums":["poor"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "starts_on": {"dataType":"string","required":true},
            "ends_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "booking_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "lending_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "lending_status": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["active"]},{"dataType":"enum","enums":["requested"]},{"dataType":"enum","enums":["cancelled"]},{"dataType":"enum","enums":["offered"]},{"dataType":"enum","enums":["approved"]},{"dataType":"enum","enums":["returned"]},{"dataType":"enum","enums":["overdue"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "lender_department_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "outside_production": {"dataType":"boolean","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PullListOut": {
        "dataType": "refObject",
        "properties": {
            "production": {"ref":"PullListProductionOut","required":true},
            "entries": {"dataType":"array","array":{"dataType":"refObject","ref":"PullEntryOut"},"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ProductionInput": {
        "dataType": "refObject",
        "properties": {
            "title": {"dataType":"string","validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "director": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":150}}},
            "status": {"ref":"ProductionStatus"},
            "start_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "end_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "venue": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "cast_size": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"errorMsg":"Cast size must be at least 0","value":0},"maximum":{"value":2147483647}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PhotoOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"dataType":"integer","required":true},
            "url": {"dataType":"string","required":true},
            "position": {"dataType":"integer","required":true},
            "is_cover": {"dataType":"boolean","required":true},
            "created_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PhotoItemQuery": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"ref":"RowId","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PhotoCreateInput": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"ref":"RowId","required":true},
            "url": {"dataType":"string","required":true,"validators":{"maxLength":{"value":500}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PhotoOrderInput": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"ref":"RowId","required":true},
            "photo_ids": {"dataType":"array","array":{"dataType":"refAlias","ref":"RowId"},"required":true,"validators":{"maxItems":{"value":12}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PersonLoanStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["out"]},{"dataType":"enum","enums":["cancelled"]},{"dataType":"enum","enums":["returned"]},{"dataType":"enum","enums":["booked"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ConditionStage": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["handover"]},{"dataType":"enum","enums":["return"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ConditionPhotoOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "url": {"dataType":"string","required":true},
            "width": {"dataType":"integer","required":true},
            "height": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ConditionReportOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "stage": {"ref":"ConditionStage","required":true},
            "condition": {"ref":"Condition","required":true},
            "note": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "photos": {"dataType":"array","array":{"dataType":"refObject","ref":"ConditionPhotoOut"},"required":true},
            "recorded_by_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "recorded_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["open"]},{"dataType":"enum","enums":["resolved"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageReportRefOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "status": {"ref":"DamageStatus","required":true},
            "condition_before": {"ref":"Condition","required":true},
            "condition_after": {"ref":"Condition","required":true},
            "url": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PersonLoanAction": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["view"]},{"dataType":"enum","enums":["edit"]},{"dataType":"enum","enums":["hand_over"]},{"dataType":"enum","enums":["take_back"]},{"dataType":"enum","enums":["cancel"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PersonLoanOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "department_id": {"dataType":"integer","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"dataType":"integer","required":true},
            "item_name": {"dataType":"string","required":true},
            "borrower_user_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "borrower_name": {"dataType":"string","required":true},
            "borrower_contact": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "starts_on": {"dataType":"string","required":true},
            "due_on": {"dataType":"string","required":true},
            "status": {"ref":"PersonLoanStatus","required":true},
            "overdue": {"dataType":"boolean","required":true},
            "handed_over_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "returned_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "notes": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "production_title": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "item_condition": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["excellent"]},{"dataType":"enum","enums":["good"]},{"dataType":"enum","enums":["fair"]},{"dataType":"enum","enums":["poor"]},{"dataType":"enum","enums":[null]}],"required":true},
            "handover_condition": {"dataType":"union","subSchemas":[{"ref":"ConditionReportOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "return_condition": {"dataType":"union","subSchemas":[{"ref":"ConditionReportOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "damage_report": {"dataType":"union","subSchemas":[{"ref":"DamageReportRefOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "allowed_actions": {"dataType":"array","array":{"dataType":"refAlias","ref":"PersonLoanAction"},"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PersonLoanFilterStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"ref":"PersonLoanStatus"},{"dataType":"enum","enums":["overdue"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PersonLoanListQuery": {
        "dataType": "refObject",
        "properties": {
            "status": {"ref":"PersonLoanFilterStatus"},
            "borrower": {"ref":"SearchText"},
            "borrower_user_id": {"ref":"RowId"},
            "item_type": {"ref":"LendingItemType"},
            "item_id": {"ref":"RowId"},
            "mine": {"dataType":"boolean"},
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PersonLoanCreateInput": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"ref":"RowId","required":true},
            "borrower_user_id": {"dataType":"union","subSchemas":[{"ref":"RowId"},{"dataType":"enum","enums":[null]}]},
            "borrower_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "borrower_contact": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "starts_on": {"ref":"IsoDate","required":true},
            "due_on": {"ref":"IsoDate","required":true},
            "notes": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":2000}}},
            "production_id": {"dataType":"union","subSchemas":[{"ref":"RowId"},{"dataType":"enum","enums":[null]}]},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ConditionInput": {
        "dataType": "refObject",
        "properties": {
            "condition": {"ref":"Condition","required":true},
            "note": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":1000}}},
            "photo_ids": {"dataType":"array","array":{"dataType":"refAlias","ref":"RowId"},"validators":{"maxItems":{"value":6}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "PersonLoanUpdateInput": {
        "dataType": "refObject",
        "properties": {
            "status": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["out"]},{"dataType":"enum","enums":["returned"]},{"dataType":"enum","enums":["cancelled"]}]},
            "starts_on": {"ref":"IsoDate"},
            "due_on": {"ref":"IsoDate"},
            "notes": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":2000}}},
            "borrower_contact": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "condition": {"ref":"ConditionInput"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "NotificationType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["info"]},{"dataType":"enum","enums":["success"]},{"dataType":"enum","enums":["warning"]},{"dataType":"enum","enums":["error"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "NotificationCategory": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["production"]},{"dataType":"enum","enums":["system"]},{"dataType":"enum","enums":["user"]},{"dataType":"enum","enums":["lending"]},{"dataType":"enum","enums":["import"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "NotificationOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "type": {"ref":"NotificationType","required":true},
            "category": {"ref":"NotificationCategory","required":true},
            "title": {"dataType":"string","required":true},
            "message": {"dataType":"string","required":true},
            "timestamp": {"dataType":"datetime","required":true},
            "read": {"dataType":"boolean","required":true},
            "actionUrl": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "importJobId": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "item_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "department_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "NotificationsMarkedReadOut": {
        "dataType": "refObject",
        "properties": {
            "updated": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "NotificationsClearedOut": {
        "dataType": "refObject",
        "properties": {
            "deleted": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "NotificationSettings": {
        "dataType": "refObject",
        "properties": {
            "desktopNotifications": {"dataType":"boolean","required":true},
            "soundEnabled": {"dataType":"boolean","required":true},
            "showLendingNotifications": {"dataType":"boolean","required":true},
            "showProductionNotifications": {"dataType":"boolean","required":true},
            "showImportNotifications": {"dataType":"boolean","required":true},
            "emailLendingNotifications": {"dataType":"boolean","required":true},
            "emailProductionNotifications": {"dataType":"boolean","required":true},
            "emailImportNotifications": {"dataType":"boolean","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "NotificationSettingsInput": {
        "dataType": "refObject",
        "properties": {
            "desktopNotifications": {"dataType":"boolean"},
            "soundEnabled": {"dataType":"boolean"},
            "showLendingNotifications": {"dataType":"boolean"},
            "showProductionNotifications": {"dataType":"boolean"},
            "showImportNotifications": {"dataType":"boolean"},
            "emailLendingNotifications": {"dataType":"boolean"},
            "emailProductionNotifications": {"dataType":"boolean"},
            "emailImportNotifications": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "TestNotificationSentOut": {
        "dataType": "refObject",
        "properties": {
            "message": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ContactEmailSentOut": {
        "dataType": "refObject",
        "properties": {
            "message": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ContactEmailInput": {
        "dataType": "refObject",
        "properties": {
            "to": {"dataType":"string","required":true,"validators":{"minLength":{"errorMsg":"Must be at least 5 characters","value":5},"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "subject": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
            "message": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 5000 characters","value":5000}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingPartyOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "name": {"dataType":"string","required":true},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingSide": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["lender"]},{"dataType":"enum","enums":["borrower"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingStatus": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["active"]},{"dataType":"enum","enums":["requested"]},{"dataType":"enum","enums":["cancelled"]},{"dataType":"enum","enums":["offered"]},{"dataType":"enum","enums":["approved"]},{"dataType":"enum","enums":["returned"]},{"dataType":"enum","enums":["overdue"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingAction": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["view"]},{"dataType":"enum","enums":["message"]},{"dataType":"enum","enums":["request"]},{"dataType":"enum","enums":["offer"]},{"dataType":"enum","enums":["accept_offer"]},{"dataType":"enum","enums":["decline_offer"]},{"dataType":"enum","enums":["withdraw_offer"]},{"dataType":"enum","enums":["approve"]},{"dataType":"enum","enums":["decline"]},{"dataType":"enum","enums":["pick_up"]},{"dataType":"enum","enums":["return"]},{"dataType":"enum","enums":["cancel"]},{"dataType":"enum","enums":["edit"]},{"dataType":"enum","enums":["delete"]},{"dataType":"enum","enums":["request_extension"]},{"dataType":"enum","enums":["answer_extension"]},{"dataType":"enum","enums":["counter_propose"]},{"dataType":"enum","enums":["answer_counter_proposal"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ConditionSubjectType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["lending"]},{"dataType":"enum","enums":["person_loan"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageReportOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"dataType":"integer","required":true},
            "item_name": {"dataType":"string","required":true},
            "department_id": {"dataType":"integer","required":true},
            "department_name": {"dataType":"string","required":true},
            "borrower_department_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "borrower_department_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "borrower_person_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "subject_type": {"ref":"ConditionSubjectType","required":true},
            "subject_id": {"dataType":"integer","required":true},
            "condition_before": {"ref":"Condition","required":true},
            "condition_after": {"ref":"Condition","required":true},
            "status": {"ref":"DamageStatus","required":true},
            "resolution": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["repaired"]},{"dataType":"enum","enums":["replaced"]},{"dataType":"enum","enums":["accepted"]},{"dataType":"enum","enums":["charged"]},{"dataType":"enum","enums":[null]}],"required":true},
            "resolution_note": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "resolved_by_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "resolved_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "resolved_condition": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["excellent"]},{"dataType":"enum","enums":["good"]},{"dataType":"enum","enums":["fair"]},{"dataType":"enum","enums":["poor"]},{"dataType":"enum","enums":[null]}],"required":true},
            "handover": {"dataType":"union","subSchemas":[{"ref":"ConditionReportOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "return": {"dataType":"union","subSchemas":[{"ref":"ConditionReportOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "can_resolve": {"dataType":"boolean","required":true},
            "can_comment": {"dataType":"boolean","required":true},
            "url": {"dataType":"string","required":true},
            "created_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "prop_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "set_piece_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "costume_piece_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "item_name": {"dataType":"string","required":true},
            "item_image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "item_condition": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["excellent"]},{"dataType":"enum","enums":["good"]},{"dataType":"enum","enums":["fair"]},{"dataType":"enum","enums":["poor"]},{"dataType":"enum","enums":[null]}],"required":true},
            "from_department_id": {"dataType":"integer","required":true},
            "from_department_name": {"dataType":"string","required":true},
            "to_department_id": {"dataType":"integer","required":true},
            "to_department_name": {"dataType":"string","required":true},
            "from_department": {"ref":"LendingPartyOut","required":true},
            "to_department": {"ref":"LendingPartyOut","required":true},
            "direction": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["incoming"]},{"dataType":"enum","enums":["outgoing"]}],"required":true},
            "initiated_by": {"ref":"LendingSide","required":true},
            "status": {"ref":"LendingStatus","required":true},
            "lent_date": {"dataType":"string","required":true},
            "due_date": {"dataType":"string","required":true},
            "picked_up_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "return_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "proposed_lent_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "proposed_due_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "requested_due_date": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "notes": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "production_title": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "cancelled_by": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["lender"]},{"dataType":"enum","enums":["borrower"]},{"dataType":"enum","enums":[null]}],"required":true},
            "unread_count": {"dataType":"integer","required":true},
            "allowed_actions": {"dataType":"array","array":{"dataType":"refAlias","ref":"LendingAction"},"required":true},
            "handover_condition": {"dataType":"union","subSchemas":[{"ref":"ConditionReportOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "return_condition": {"dataType":"union","subSchemas":[{"ref":"ConditionReportOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "damage_report": {"dataType":"union","subSchemas":[{"ref":"DamageReportOut"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "updated_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingDirection": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["incoming"]},{"dataType":"enum","enums":["outgoing"]},{"dataType":"enum","enums":["all"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingCountsOut": {
        "dataType": "refObject",
        "properties": {
            "offered": {"dataType":"integer","required":true},
            "requested": {"dataType":"integer","required":true},
            "approved": {"dataType":"integer","required":true},
            "active": {"dataType":"integer","required":true},
            "returned": {"dataType":"integer","required":true},
            "overdue": {"dataType":"integer","required":true},
            "cancelled": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingCreateInput": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType","required":true},
            "prop_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "set_piece_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "costume_piece_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "from_department_id": {"dataType":"integer","required":true,"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "to_department_id": {"dataType":"integer","required":true,"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "lent_date": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "due_date": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "notes": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 2000 characters","value":2000}}},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 150 characters","value":150}}},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "message": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 2000 characters","value":2000}}},
            "status": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["requested"]},{"dataType":"enum","enums":["offered"]}]},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "confirm_outside_production": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingUpdateInput": {
        "dataType": "refObject",
        "properties": {
            "status": {"ref":"LendingStatus"},
            "condition": {"dataType":"union","subSchemas":[{"ref":"ConditionInput"},{"dataType":"enum","enums":[null]}]},
            "lent_date": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "due_date": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":10},"pattern":{"errorMsg":"Invalid date format: use YYYY-MM-DD","value":"^\\d{4}-\\d{2}-\\d{2}$"}}},
            "notes": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 2000 characters","value":2000}}},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 150 characters","value":150}}},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "confirm_outside_production": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ExtensionRequestInput": {
        "dataType": "refObject",
        "properties": {
            "due_date": {"ref":"IsoDate","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ExtensionAnswerInput": {
        "dataType": "refObject",
        "properties": {
            "accept": {"dataType":"boolean","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CounterProposalInput": {
        "dataType": "refObject",
        "properties": {
            "lent_date": {"ref":"IsoDate","required":true},
            "due_date": {"ref":"IsoDate","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CounterProposalAnswerInput": {
        "dataType": "refObject",
        "properties": {
            "accept": {"dataType":"boolean","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingMessageOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "lending_id": {"dataType":"integer","required":true},
            "sender_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "sender_name": {"dataType":"string","required":true},
            "sender_department_id": {"dataType":"integer","required":true},
            "content": {"dataType":"string","required":true},
            "timestamp": {"dataType":"datetime","required":true},
            "is_from_current_user": {"dataType":"boolean","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LendingMessageInput": {
        "dataType": "refObject",
        "properties": {
            "content": {"dataType":"string","required":true,"validators":{"minLength":{"errorMsg":"Message cannot be empty","value":1},"maxLength":{"errorMsg":"Must be no more than 2000 characters","value":2000}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "LabelStockOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"ref":"LabelStockId","required":true},
            "name": {"dataType":"string","required":true},
            "per_page": {"dataType":"double","required":true},
            "label_width": {"dataType":"double","required":true},
            "label_height": {"dataType":"double","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobPageOut": {
        "dataType": "refObject",
        "properties": {
            "items": {"dataType":"array","array":{"dataType":"refObject","ref":"ImportJobOut"},"required":true},
            "total": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobFilters": {
        "dataType": "refObject",
        "properties": {
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
            "status": {"ref":"ImportJobStatus"},
            "item_type": {"ref":"ImportItemType"},
            "active": {"dataType":"boolean"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobSkippedOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"string"}],"required":true},
            "reason": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobsRemovedOut": {
        "dataType": "refObject",
        "properties": {
            "removed": {"dataType":"array","array":{"dataType":"double"},"required":true},
            "skipped": {"dataType":"array","array":{"dataType":"refObject","ref":"ImportJobSkippedOut"},"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobRef": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"pattern":{"errorMsg":"Must be an import job id or job_id","value":"^([0-9]{1,10}|[0-9a-fA-F-]{36})$"},"maxLength":{"errorMsg":"Must be an import job id or job_id","value":36}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobsRemoval": {
        "dataType": "refObject",
        "properties": {
            "ids": {"dataType":"array","array":{"dataType":"union","subSchemas":[{"ref":"RowId"},{"ref":"ImportJobRef"}]},"required":true,"validators":{"minItems":{"errorMsg":"Select at least one import job","value":1},"maxItems":{"errorMsg":"Must have no more than 100 items","value":100}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImportJobDeletedOut": {
        "dataType": "refObject",
        "properties": {
            "outcome": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["cancelled"]},{"dataType":"enum","enums":["removed"]}],"required":true},
            "message": {"dataType":"string","required":true},
            "job": {"ref":"ImportJobOut","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ImageContentType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["image/jpeg"]},{"dataType":"enum","enums":["image/png"]},{"dataType":"enum","enums":["image/gif"]},{"dataType":"enum","enums":["image/webp"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "FileType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["prop"]},{"dataType":"enum","enums":["production"]},{"dataType":"enum","enums":["set"]},{"dataType":"enum","enums":["costume"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "UploadOut": {
        "dataType": "refObject",
        "properties": {
            "url": {"dataType":"string","required":true},
            "filename": {"dataType":"string","required":true},
            "content_type": {"ref":"ImageContentType","required":true},
            "size": {"dataType":"integer","required":true},
            "file_type": {"ref":"FileType","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DepartmentOut": {
        "dataType": "refObject",
        "properties": {
            "user_count": {"dataType":"integer","required":true},
            "production_count": {"dataType":"integer","required":true},
            "prop_count": {"dataType":"integer","required":true},
            "set_piece_count": {"dataType":"integer","required":true},
            "costume_piece_count": {"dataType":"integer","required":true},
            "id": {"dataType":"integer","required":true},
            "name": {"dataType":"string","required":true},
            "address": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_email_confirmed": {"dataType":"boolean","required":true},
            "contact_phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "latitude": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"enum","enums":[null]}],"required":true},
            "longitude": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"enum","enums":[null]}],"required":true},
            "time_zone": {"dataType":"string","required":true},
            "created_at": {"dataType":"datetime","required":true},
            "updated_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DepartmentCreateBody": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 150 characters","value":150}}},
            "address": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 255 characters","value":255}}},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 150 characters","value":150}}},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "contact_phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 50 characters","value":50}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 5000 characters","value":5000}}},
            "latitude": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"errorMsg":"Must be between -90 and 90","value":-90},"maximum":{"errorMsg":"Must be between -90 and 90","value":90}}},
            "longitude": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"errorMsg":"Must be between -180 and 180","value":-180},"maximum":{"errorMsg":"Must be between -180 and 180","value":180}}},
            "time_zone": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 64 characters","value":64}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DepartmentInput": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 150 characters","value":150}}},
            "address": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 255 characters","value":255}}},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 150 characters","value":150}}},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "contact_phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 50 characters","value":50}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"errorMsg":"Must be no more than 5000 characters","value":5000}}},
            "latitude": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"errorMsg":"Must be between -90 and 90","value":-90},"maximum":{"errorMsg":"Must be between -90 and 90","value":90}}},
            "longitude": {"dataType":"union","subSchemas":[{"dataType":"double"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"errorMsg":"Must be between -180 and 180","value":-180},"maximum":{"errorMsg":"Must be between -180 and 180","value":180}}},
            "time_zone": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 64 characters","value":64}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ContactConfirmedOut": {
        "dataType": "refObject",
        "properties": {
            "message": {"dataType":"string","required":true},
            "department_name": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ContactConfirmationBody": {
        "dataType": "refObject",
        "properties": {
            "token": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ContactConfirmationSentOut": {
        "dataType": "refObject",
        "properties": {
            "message": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "AddMemberBody": {
        "dataType": "refObject",
        "properties": {
            "user_id": {"ref":"RowId","required":true},
            "role": {"ref":"Role"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "RoleDistribution": {
        "dataType": "refObject",
        "properties": {
            "student": {"dataType":"integer","required":true},
            "assistant": {"dataType":"integer","required":true},
            "manager": {"dataType":"integer","required":true},
            "director": {"dataType":"integer","required":true},
            "admin": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "RecentMemberActivity": {
        "dataType": "refObject",
        "properties": {
            "new_users_this_week": {"dataType":"integer","required":true},
            "new_users_this_month": {"dataType":"integer","required":true},
            "last_invitation_sent": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DepartmentUserStatistics": {
        "dataType": "refObject",
        "properties": {
            "total_users": {"dataType":"integer","required":true},
            "active_users": {"dataType":"integer","required":true},
            "pending_users": {"dataType":"integer","required":true},
            "inactive_users": {"dataType":"integer","required":true},
            "role_distribution": {"ref":"RoleDistribution","required":true},
            "recent_activity": {"ref":"RecentMemberActivity","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "RoleBody": {
        "dataType": "refObject",
        "properties": {
            "role": {"ref":"Role","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "InviteBody": {
        "dataType": "refObject",
        "properties": {
            "email": {"dataType":"string","required":true,"validators":{"minLength":{"errorMsg":"Must be at least 5 characters","value":5},"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "first_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "last_name": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
            "password": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 128 characters","value":128}}},
            "role": {"ref":"Role"},
            "phone": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 50 characters","value":50}}},
            "department_id": {"ref":"RowId"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DomainView": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"double","required":true},
            "domain": {"dataType":"string","required":true},
            "created_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DomainBody": {
        "dataType": "refObject",
        "properties": {
            "domain": {"dataType":"string","required":true,"validators":{"maxLength":{"errorMsg":"Must be no more than 254 characters","value":254}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ActivityType": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["create"]},{"dataType":"enum","enums":["lend"]},{"dataType":"enum","enums":["return"]},{"dataType":"enum","enums":["other"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ActivityOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "type": {"ref":"ActivityType","required":true},
            "action": {"dataType":"string","required":true},
            "description": {"dataType":"string","required":true},
            "actor_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ItemsTodayOut": {
        "dataType": "refObject",
        "properties": {
            "available": {"dataType":"integer","required":true},
            "in_use": {"dataType":"integer","required":true},
            "on_loan": {"dataType":"integer","required":true},
            "blocked": {"dataType":"integer","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DashboardOut": {
        "dataType": "refObject",
        "properties": {
            "department_id": {"dataType":"integer","required":true},
            "department_name": {"dataType":"string","required":true},
            "totalProps": {"dataType":"integer","required":true},
            "totalSets": {"dataType":"integer","required":true},
            "totalCostumes": {"dataType":"integer","required":true},
            "activeProductions": {"dataType":"integer","required":true},
            "departmentUsers": {"dataType":"integer","required":true},
            "recentActivity": {"dataType":"array","array":{"dataType":"refObject","ref":"ActivityOut"},"required":true},
            "items_today": {"ref":"ItemsTodayOut","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WeekLoanOut": {
        "dataType": "refObject",
        "properties": {
            "lending_id": {"dataType":"integer","required":true},
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "item_name": {"dataType":"string","required":true},
            "side": {"ref":"LendingSide","required":true},
            "other_department_name": {"dataType":"string","required":true},
            "status": {"ref":"LendingStatus","required":true},
            "lent_date": {"dataType":"string","required":true},
            "due_date": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WeekDecisionKind": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["request"]},{"dataType":"enum","enums":["extension"]},{"dataType":"enum","enums":["counter_proposal"]},{"dataType":"enum","enums":["offer"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WeekDecisionOut": {
        "dataType": "refObject",
        "properties": {
            "lending_id": {"dataType":"integer","required":true},
            "item_name": {"dataType":"string","required":true},
            "kind": {"ref":"WeekDecisionKind","required":true},
            "other_department_name": {"dataType":"string","required":true},
            "lent_date": {"dataType":"string","required":true},
            "due_date": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "WeekOut": {
        "dataType": "refObject",
        "properties": {
            "from": {"dataType":"string","required":true},
            "to": {"dataType":"string","required":true},
            "due_back": {"dataType":"array","array":{"dataType":"refObject","ref":"WeekLoanOut"},"required":true},
            "going_out": {"dataType":"array","array":{"dataType":"refObject","ref":"WeekLoanOut"},"required":true},
            "overdue": {"dataType":"array","array":{"dataType":"refObject","ref":"WeekLoanOut"},"required":true},
            "waiting": {"dataType":"array","array":{"dataType":"refObject","ref":"WeekDecisionOut"},"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "Weekday": {
        "dataType": "refAlias",
        "type": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number from 0 (Sunday) to 6 (Saturday)"},"minimum":{"errorMsg":"Must be a whole number from 0 (Sunday) to 6 (Saturday)","value":0},"maximum":{"errorMsg":"Must be a whole number from 0 (Sunday) to 6 (Saturday)","value":6}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CostumeSize": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["xs"]},{"dataType":"enum","enums":["s"]},{"dataType":"enum","enums":["m"]},{"dataType":"enum","enums":["l"]},{"dataType":"enum","enums":["xl"]},{"dataType":"enum","enums":["xxl"]},{"dataType":"enum","enums":["xxxl"]},{"dataType":"enum","enums":["one_size"]},{"dataType":"enum","enums":["custom"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CostumeOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "department_id": {"dataType":"integer","required":true},
            "code": {"dataType":"string","required":true},
            "name": {"dataType":"string","required":true},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "condition": {"ref":"Condition","required":true},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"string","required":true},
            "updated_at": {"dataType":"string","required":true},
            "category": {"ref":"CostumeCategory","required":true},
            "size": {"ref":"CostumeSize","required":true},
            "color": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "material": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "tags": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "availability": {"ref":"ItemAvailabilityOut","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CostumeListQuery": {
        "dataType": "refObject",
        "properties": {
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
            "sort": {"ref":"ItemSort"},
            "search": {"ref":"SearchText"},
            "condition": {"ref":"Condition"},
            "location": {"ref":"SearchText"},
            "in_production": {"dataType":"boolean"},
            "available": {"dataType":"boolean"},
            "available_from": {"ref":"IsoDate"},
            "available_to": {"ref":"IsoDate"},
            "period_of": {"ref":"RowId"},
            "production_id": {"ref":"RowId"},
            "assignable_to": {"ref":"RowId"},
            "created_from": {"ref":"IsoDate"},
            "created_to": {"ref":"IsoDate"},
            "tags": {"ref":"SearchText"},
            "category": {"ref":"CostumeCategory"},
            "size": {"ref":"CostumeSize"},
            "color": {"ref":"SearchText"},
            "material": {"ref":"SearchText"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CostumeCreateInput": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","required":true,"validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "condition": {"ref":"Condition"},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "category": {"ref":"CostumeCategory","required":true},
            "size": {"ref":"CostumeSize","required":true},
            "color": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":100}}},
            "material": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":100}}},
            "tags": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CostumeLabelsQuery": {
        "dataType": "refObject",
        "properties": {
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
            "sort": {"ref":"ItemSort"},
            "search": {"ref":"SearchText"},
            "condition": {"ref":"Condition"},
            "location": {"ref":"SearchText"},
            "in_production": {"dataType":"boolean"},
            "available": {"dataType":"boolean"},
            "available_from": {"ref":"IsoDate"},
            "available_to": {"ref":"IsoDate"},
            "period_of": {"ref":"RowId"},
            "production_id": {"ref":"RowId"},
            "assignable_to": {"ref":"RowId"},
            "created_from": {"ref":"IsoDate"},
            "created_to": {"ref":"IsoDate"},
            "tags": {"ref":"SearchText"},
            "category": {"ref":"CostumeCategory"},
            "size": {"ref":"CostumeSize"},
            "color": {"ref":"SearchText"},
            "material": {"ref":"SearchText"},
            "stock": {"ref":"LabelStockId","required":true},
            "ids": {"ref":"IdList"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CostumeInput": {
        "dataType": "refObject",
        "properties": {
            "name": {"dataType":"string","validators":{"maxLength":{"value":200}}},
            "description": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":5000}}},
            "condition": {"ref":"Condition"},
            "location": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":200}}},
            "image_url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "current_production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "department_id": {"dataType":"integer","validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
            "category": {"ref":"CostumeCategory"},
            "size": {"ref":"CostumeSize"},
            "color": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":100}}},
            "material": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":100}}},
            "tags": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageSide": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["lender"]},{"dataType":"enum","enums":["borrower"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageResolution": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["repaired"]},{"dataType":"enum","enums":["replaced"]},{"dataType":"enum","enums":["accepted"]},{"dataType":"enum","enums":["charged"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageResolveInput": {
        "dataType": "refObject",
        "properties": {
            "resolution": {"ref":"DamageResolution","required":true},
            "note": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":1000}}},
            "condition": {"dataType":"union","subSchemas":[{"ref":"Condition"},{"dataType":"enum","enums":[null]}]},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageCommentOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "damage_report_id": {"dataType":"integer","required":true},
            "body": {"dataType":"string","required":true},
            "author_name": {"dataType":"string","required":true},
            "department_id": {"dataType":"integer","required":true},
            "department_name": {"dataType":"string","required":true},
            "side": {"ref":"DamageSide","required":true},
            "created_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "DamageCommentInput": {
        "dataType": "refObject",
        "properties": {
            "body": {"dataType":"string","required":true,"validators":{"minLength":{"errorMsg":"Comment cannot be empty","value":1},"maxLength":{"errorMsg":"Must be no more than 2000 characters","value":2000}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CodeKind": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["prop"]},{"dataType":"enum","enums":["set_piece"]},{"dataType":"enum","enums":["costume_piece"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CodeMemberOut": {
        "dataType": "refObject",
        "properties": {
            "member": {"dataType":"enum","enums":[true],"required":true},
            "code": {"dataType":"string","required":true},
            "item_type": {"ref":"CodeKind","required":true},
            "item_id": {"dataType":"integer","required":true},
            "name": {"dataType":"string","required":true},
            "department_id": {"dataType":"integer","required":true},
            "department_name": {"dataType":"string","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CodeStrangerOut": {
        "dataType": "refObject",
        "properties": {
            "code": {"dataType":"string","required":true},
            "department_name": {"dataType":"string","required":true},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "member": {"dataType":"enum","enums":[false],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CodeInput": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"maxLength":{"value":40}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CodeContactOut": {
        "dataType": "refObject",
        "properties": {
            "code": {"dataType":"string","required":true},
            "department_name": {"dataType":"string","required":true},
            "contact_person": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_email": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "contact_phone": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CalendarKind": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["production"]},{"dataType":"enum","enums":["block"]},{"dataType":"enum","enums":["person"]},{"dataType":"enum","enums":["loan_out"]},{"dataType":"enum","enums":["loan_in"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CalendarEventOut": {
        "dataType": "refObject",
        "properties": {
            "key": {"dataType":"string","required":true},
            "kind": {"ref":"CalendarKind","required":true},
            "title": {"dataType":"string","required":true},
            "starts_on": {"dataType":"string","required":true},
            "ends_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "status": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["active"]},{"dataType":"enum","enums":["completed"]},{"dataType":"enum","enums":["cancelled"]},{"dataType":"enum","enums":["planning"]}]},{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["active"]},{"dataType":"enum","enums":["requested"]},{"dataType":"enum","enums":["cancelled"]},{"dataType":"enum","enums":["offered"]},{"dataType":"enum","enums":["approved"]},{"dataType":"enum","enums":["returned"]},{"dataType":"enum","enums":["overdue"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "lending_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "item_type": {"dataType":"union","subSchemas":[{"dataType":"union","subSchemas":[{"dataType":"enum","enums":["prop"]},{"dataType":"enum","enums":["set_piece"]},{"dataType":"enum","enums":["costume_piece"]}]},{"dataType":"enum","enums":[null]}],"required":true},
            "item_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "other_department_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CalendarKinds": {
        "dataType": "refAlias",
        "type": {"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 100 characters","value":100}}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CalendarFeedOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "scope": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["department"]},{"dataType":"enum","enums":["production"]}],"required":true},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "production_title": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
            "last_used_at": {"dataType":"union","subSchemas":[{"dataType":"datetime"},{"dataType":"enum","enums":[null]}],"required":true},
            "url": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "CalendarFeedInput": {
        "dataType": "refObject",
        "properties": {
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"validators":{"minimum":{"value":1},"maximum":{"value":2147483647}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BookingListQuery": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType"},
            "item_id": {"ref":"RowId"},
            "production_id": {"ref":"RowId"},
            "from": {"ref":"IsoDate"},
            "skip": {"ref":"Skip"},
            "limit": {"ref":"Limit"},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ItemEventOut": {
        "dataType": "refObject",
        "properties": {
            "id": {"dataType":"integer","required":true},
            "action": {"dataType":"string","required":true},
            "description": {"dataType":"string","required":true},
            "starts_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "ends_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "asked_until": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "proposed_starts_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "proposed_ends_on": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "actor_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "department_name": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"required":true},
            "lending_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "production_id": {"dataType":"union","subSchemas":[{"dataType":"integer"},{"dataType":"enum","enums":[null]}],"required":true},
            "created_at": {"dataType":"datetime","required":true},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "ItemHistoryQuery": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"ref":"RowId","required":true},
            "skip": {"ref":"Skip"},
            "limit": {"dataType":"integer","validators":{"isInt":{"errorMsg":"Must be a whole number"},"minimum":{"errorMsg":"Must be between 1 and 100","value":1},"maximum":{"errorMsg":"Must be between 1 and 100","value":100}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BlockReason": {
        "dataType": "refAlias",
        "type": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["repair"]},{"dataType":"enum","enums":["cleaning"]},{"dataType":"enum","enums":["out_of_service"]}],"validators":{}},
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BookingCreateInput": {
        "dataType": "refObject",
        "properties": {
            "item_type": {"ref":"LendingItemType","required":true},
            "item_id": {"ref":"RowId","required":true},
            "kind": {"dataType":"union","subSchemas":[{"dataType":"enum","enums":["production"]},{"dataType":"enum","enums":["block"]}],"required":true},
            "production_id": {"ref":"RowId"},
            "reason": {"ref":"BlockReason"},
            "note": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
            "starts_on": {"ref":"IsoDate"},
            "ends_on": {"dataType":"union","subSchemas":[{"ref":"IsoDate"},{"dataType":"enum","enums":[null]}]},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
    "BookingUpdateInput": {
        "dataType": "refObject",
        "properties": {
            "starts_on": {"ref":"IsoDate"},
            "ends_on": {"dataType":"union","subSchemas":[{"ref":"IsoDate"},{"dataType":"enum","enums":[null]}]},
            "follows_production": {"dataType":"boolean"},
            "reason": {"ref":"BlockReason"},
            "note": {"dataType":"union","subSchemas":[{"dataType":"string"},{"dataType":"enum","enums":[null]}],"validators":{"maxLength":{"value":500}}},
        },
        "additionalProperties": false,
    },
    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
};
const templateService = new ExpressTemplateService(models, {"noImplicitAdditionalProperties":"throw-on-extras","bodyCoercion":false});

// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa




export function RegisterRoutes(app: Router,opts?:{multer?:ReturnType<typeof multer>}) {

    // ###########################################################################################################
    //  NOTE: If you do not see routes for all of your controllers in this file, then you might not have informed tsoa of where to look
    //      Please look into the "controllerPathGlobs" config option described in the readme: https://github.com/lukeautry/tsoa
    // ###########################################################################################################

    const upload = opts?.multer ||  multer({"limits":{"fileSize":8388608}});

    
        const argsWebhookEventsController_listWebhookEvents: Record<string, TsoaRoute.ParameterSchema> = {
        };
        app.get('/api/v1/webhook-events',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhookEventsController)),
            ...(fetchMiddlewares<RequestHandler>(WebhookEventsController.prototype.listWebhookEvents)),

            async function WebhookEventsController_listWebhookEvents(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhookEventsController_listWebhookEvents, request, response });

                const controller = new WebhookEventsController();

              await templateService.apiHandler({
                methodName: 'listWebhookEvents',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_listWebhooks: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/departments/:id/webhooks',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.listWebhooks)),

            async function WebhooksController_listWebhooks(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_listWebhooks, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'listWebhooks',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_createWebhook: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                body: {"in":"body","name":"body","required":true,"ref":"WebhookCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/webhooks',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.createWebhook)),

            async function WebhooksController_createWebhook(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_createWebhook, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'createWebhook',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_getWebhook: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                webhookId: {"in":"path","name":"webhookId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"webhookId"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/departments/:id/webhooks/:webhookId',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.getWebhook)),

            async function WebhooksController_getWebhook(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_getWebhook, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'getWebhook',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_updateWebhook: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                webhookId: {"in":"path","name":"webhookId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"webhookId"}}},
                body: {"in":"body","name":"body","required":true,"ref":"WebhookUpdateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/departments/:id/webhooks/:webhookId',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.updateWebhook)),

            async function WebhooksController_updateWebhook(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_updateWebhook, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'updateWebhook',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_deleteWebhook: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                webhookId: {"in":"path","name":"webhookId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"webhookId"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/departments/:id/webhooks/:webhookId',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.deleteWebhook)),

            async function WebhooksController_deleteWebhook(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_deleteWebhook, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'deleteWebhook',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_rotateWebhookSecret: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                webhookId: {"in":"path","name":"webhookId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"webhookId"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/webhooks/:webhookId/secret',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.rotateWebhookSecret)),

            async function WebhooksController_rotateWebhookSecret(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_rotateWebhookSecret, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'rotateWebhookSecret',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_pingWebhook: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                webhookId: {"in":"path","name":"webhookId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"webhookId"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/webhooks/:webhookId/ping',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.pingWebhook)),

            async function WebhooksController_pingWebhook(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_pingWebhook, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'pingWebhook',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 202,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_listWebhookDeliveries: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                webhookId: {"in":"path","name":"webhookId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"webhookId"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
        };
        app.get('/api/v1/departments/:id/webhooks/:webhookId/deliveries',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.listWebhookDeliveries)),

            async function WebhooksController_listWebhookDeliveries(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_listWebhookDeliveries, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'listWebhookDeliveries',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsWebhooksController_retryWebhookDelivery: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                webhookId: {"in":"path","name":"webhookId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"webhookId"}}},
                deliveryId: {"in":"path","name":"deliveryId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"deliveryId"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/webhooks/:webhookId/deliveries/:deliveryId/retry',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController)),
            ...(fetchMiddlewares<RequestHandler>(WebhooksController.prototype.retryWebhookDelivery)),

            async function WebhooksController_retryWebhookDelivery(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsWebhooksController_retryWebhookDelivery, request, response });

                const controller = new WebhooksController();

              await templateService.apiHandler({
                methodName: 'retryWebhookDelivery',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 202,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsAuthController_login: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"LoginForm"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/auth/login',
            ...(fetchMiddlewares<RequestHandler>(AuthController)),
            ...(fetchMiddlewares<RequestHandler>(AuthController.prototype.login)),

            async function AuthController_login(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsAuthController_login, request, response });

                const controller = new AuthController();

              await templateService.apiHandler({
                methodName: 'login',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsAuthController_refresh: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"RefreshBody"},
        };
        app.post('/api/v1/auth/refresh',
            ...(fetchMiddlewares<RequestHandler>(AuthController)),
            ...(fetchMiddlewares<RequestHandler>(AuthController.prototype.refresh)),

            async function AuthController_refresh(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsAuthController_refresh, request, response });

                const controller = new AuthController();

              await templateService.apiHandler({
                methodName: 'refresh',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsAuthController_logout: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"RefreshBody"},
        };
        app.post('/api/v1/auth/logout',
            ...(fetchMiddlewares<RequestHandler>(AuthController)),
            ...(fetchMiddlewares<RequestHandler>(AuthController.prototype.logout)),

            async function AuthController_logout(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsAuthController_logout, request, response });

                const controller = new AuthController();

              await templateService.apiHandler({
                methodName: 'logout',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsAuthController_testToken: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/auth/test-token',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(AuthController)),
            ...(fetchMiddlewares<RequestHandler>(AuthController.prototype.testToken)),

            async function AuthController_testToken(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsAuthController_testToken, request, response });

                const controller = new AuthController();

              await templateService.apiHandler({
                methodName: 'testToken',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsAuthController_requestPasswordReset: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"EmailBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/auth/request-password-reset',
            ...(fetchMiddlewares<RequestHandler>(AuthController)),
            ...(fetchMiddlewares<RequestHandler>(AuthController.prototype.requestPasswordReset)),

            async function AuthController_requestPasswordReset(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsAuthController_requestPasswordReset, request, response });

                const controller = new AuthController();

              await templateService.apiHandler({
                methodName: 'requestPasswordReset',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsAuthController_validatePasswordResetToken: Record<string, TsoaRoute.ParameterSchema> = {
                token: {"in":"path","name":"token","required":true,"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
        };
        app.get('/api/v1/auth/validate-password-reset-token/:token',
            ...(fetchMiddlewares<RequestHandler>(AuthController)),
            ...(fetchMiddlewares<RequestHandler>(AuthController.prototype.validatePasswordResetToken)),

            async function AuthController_validatePasswordResetToken(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsAuthController_validatePasswordResetToken, request, response });

                const controller = new AuthController();

              await templateService.apiHandler({
                methodName: 'validatePasswordResetToken',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsAuthController_resetPassword: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"ResetPasswordBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/auth/reset-password',
            ...(fetchMiddlewares<RequestHandler>(AuthController)),
            ...(fetchMiddlewares<RequestHandler>(AuthController.prototype.resetPassword)),

            async function AuthController_resetPassword(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsAuthController_resetPassword, request, response });

                const controller = new AuthController();

              await templateService.apiHandler({
                methodName: 'resetPassword',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_setupPassword: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"SetupPasswordBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/users/setup-password',
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.setupPassword)),

            async function UsersController_setupPassword(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_setupPassword, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'setupPassword',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_validateInvitation: Record<string, TsoaRoute.ParameterSchema> = {
                token: {"in":"path","name":"token","required":true,"dataType":"string","validators":{"maxLength":{"errorMsg":"Must be no more than 200 characters","value":200}}},
        };
        app.get('/api/v1/users/validate-invitation/:token',
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.validateInvitation)),

            async function UsersController_validateInvitation(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_validateInvitation, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'validateInvitation',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_getMe: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/users/me',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.getMe)),

            async function UsersController_getMe(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_getMe, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'getMe',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_updateMyListSettings: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"ListSettingsInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/users/me/list-settings',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.updateMyListSettings)),

            async function UsersController_updateMyListSettings(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_updateMyListSettings, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'updateMyListSettings',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_myInvitations: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/users/me/invitations',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.myInvitations)),

            async function UsersController_myInvitations(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_myInvitations, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'myInvitations',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_acceptInvitation: Record<string, TsoaRoute.ParameterSchema> = {
                department_id: {"in":"path","name":"department_id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/users/me/invitations/:department_id/accept',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.acceptInvitation)),

            async function UsersController_acceptInvitation(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_acceptInvitation, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'acceptInvitation',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_declineInvitation: Record<string, TsoaRoute.ParameterSchema> = {
                department_id: {"in":"path","name":"department_id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/users/me/invitations/:department_id/decline',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.declineInvitation)),

            async function UsersController_declineInvitation(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_declineInvitation, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'declineInvitation',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_updateMe: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"UpdateMeInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/users/me',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.updateMe)),

            async function UsersController_updateMe(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_updateMe, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'updateMe',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_userAuditLog: Record<string, TsoaRoute.ParameterSchema> = {
                user_id: {"in":"query","name":"user_id","required":true,"ref":"MemberRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
        };
        app.get('/api/v1/users/audit-log',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.userAuditLog)),

            async function UsersController_userAuditLog(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_userAuditLog, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'userAuditLog',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_listUsers: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
                search: {"in":"query","name":"search","ref":"SearchText"},
                role: {"in":"query","name":"role","ref":"Role"},
                status: {"in":"query","name":"status","ref":"UserStatus"},
        };
        app.get('/api/v1/users',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.listUsers)),

            async function UsersController_listUsers(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_listUsers, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'listUsers',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_createUser: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"InviteInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/users',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.createUser)),

            async function UsersController_createUser(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_createUser, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'createUser',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_getUser: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"MemberRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/users/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.getUser)),

            async function UsersController_getUser(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_getUser, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'getUser',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_updateUser: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"MemberRef"},
                body: {"in":"body","name":"body","required":true,"ref":"UpdateUserInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/users/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.updateUser)),

            async function UsersController_updateUser(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_updateUser, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'updateUser',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_deleteUser: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"MemberRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/users/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.deleteUser)),

            async function UsersController_deleteUser(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_deleteUser, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'deleteUser',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_resetUserPassword: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"MemberRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/users/:id/reset-password',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.resetUserPassword)),

            async function UsersController_resetUserPassword(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_resetUserPassword, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'resetUserPassword',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsUsersController_resendInvitation: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"MemberRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/users/:id/resend-invitation',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(UsersController)),
            ...(fetchMiddlewares<RequestHandler>(UsersController.prototype.resendInvitation)),

            async function UsersController_resendInvitation(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsUsersController_resendInvitation, request, response });

                const controller = new UsersController();

              await templateService.apiHandler({
                methodName: 'resendInvitation',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_listSetPieces: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"ItemListQuery"},
        };
        app.get('/api/v1/sets',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.listSetPieces)),

            async function SetsController_listSetPieces(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_listSetPieces, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'listSetPieces',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_createSetPiece: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"SetPieceCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/sets',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.createSetPiece)),

            async function SetsController_createSetPiece(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_createSetPiece, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'createSetPiece',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_importSetPieces: Record<string, TsoaRoute.ParameterSchema> = {
                file: {"in":"formData","name":"file","required":true,"dataType":"file"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/sets/bulk-import',
            authenticateMiddleware([{"bearer":[]}]),
            upload.fields([
                {
                    name: "file",
                    maxCount: 1
                }
            ]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.importSetPieces)),

            async function SetsController_importSetPieces(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_importSetPieces, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'importSetPieces',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 202,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_exportSetPieces: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"ItemListQuery"},
        };
        app.get('/api/v1/sets/export',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.exportSetPieces)),

            async function SetsController_exportSetPieces(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_exportSetPieces, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'exportSetPieces',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_printSetPieceLabels: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"SetLabelsQuery"},
        };
        app.get('/api/v1/sets/labels',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.printSetPieceLabels)),

            async function SetsController_printSetPieceLabels(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_printSetPieceLabels, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'printSetPieceLabels',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_getSetPiece: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/sets/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.getSetPiece)),

            async function SetsController_getSetPiece(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_getSetPiece, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'getSetPiece',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_updateSetPiece: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"SetPieceInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/sets/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.updateSetPiece)),

            async function SetsController_updateSetPiece(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_updateSetPiece, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'updateSetPiece',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSetsController_deleteSetPiece: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/sets/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SetsController)),
            ...(fetchMiddlewares<RequestHandler>(SetsController.prototype.deleteSetPiece)),

            async function SetsController_deleteSetPiece(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSetsController_deleteSetPiece, request, response });

                const controller = new SetsController();

              await templateService.apiHandler({
                methodName: 'deleteSetPiece',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSearchController_searchInterDepartment: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"InterDepartmentSearchInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/search/inter-department',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SearchController)),
            ...(fetchMiddlewares<RequestHandler>(SearchController.prototype.searchInterDepartment)),

            async function SearchController_searchInterDepartment(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSearchController_searchInterDepartment, request, response });

                const controller = new SearchController();

              await templateService.apiHandler({
                methodName: 'searchInterDepartment',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSearchController_searchAdvanced: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"AdvancedSearchInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/search/advanced',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(SearchController)),
            ...(fetchMiddlewares<RequestHandler>(SearchController.prototype.searchAdvanced)),

            async function SearchController_searchAdvanced(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSearchController_searchAdvanced, request, response });

                const controller = new SearchController();

              await templateService.apiHandler({
                methodName: 'searchAdvanced',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSchoolSignInController_signInMethods: Record<string, TsoaRoute.ParameterSchema> = {
        };
        app.get('/api/v1/auth/methods',
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController)),
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController.prototype.signInMethods)),

            async function SchoolSignInController_signInMethods(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSchoolSignInController_signInMethods, request, response });

                const controller = new SchoolSignInController();

              await templateService.apiHandler({
                methodName: 'signInMethods',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSchoolSignInController_startSchoolSignIn: Record<string, TsoaRoute.ParameterSchema> = {
                provider: {"in":"path","name":"provider","required":true,"dataType":"string"},
                body: {"in":"body","name":"body","required":true,"ref":"StartSignInBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/auth/oidc/:provider/start',
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController)),
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController.prototype.startSchoolSignIn)),

            async function SchoolSignInController_startSchoolSignIn(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSchoolSignInController_startSchoolSignIn, request, response });

                const controller = new SchoolSignInController();

              await templateService.apiHandler({
                methodName: 'startSchoolSignIn',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSchoolSignInController_schoolSignInCallback: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/auth/oidc/callback',
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController)),
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController.prototype.schoolSignInCallback)),

            async function SchoolSignInController_schoolSignInCallback(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSchoolSignInController_schoolSignInCallback, request, response });

                const controller = new SchoolSignInController();

              await templateService.apiHandler({
                methodName: 'schoolSignInCallback',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 303,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSchoolSignInController_redeemSignInTicket: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"SignInTicketBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/auth/sign-in-ticket',
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController)),
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController.prototype.redeemSignInTicket)),

            async function SchoolSignInController_redeemSignInTicket(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSchoolSignInController_redeemSignInTicket, request, response });

                const controller = new SchoolSignInController();

              await templateService.apiHandler({
                methodName: 'redeemSignInTicket',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsSchoolSignInController_exchangePortalToken: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"TokenExchangeForm"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/auth/token',
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController)),
            ...(fetchMiddlewares<RequestHandler>(SchoolSignInController.prototype.exchangePortalToken)),

            async function SchoolSignInController_exchangePortalToken(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsSchoolSignInController_exchangePortalToken, request, response });

                const controller = new SchoolSignInController();

              await templateService.apiHandler({
                methodName: 'exchangePortalToken',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLinkedSignInsController_listMySignIns: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/users/me/sign-ins',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LinkedSignInsController)),
            ...(fetchMiddlewares<RequestHandler>(LinkedSignInsController.prototype.listMySignIns)),

            async function LinkedSignInsController_listMySignIns(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLinkedSignInsController_listMySignIns, request, response });

                const controller = new LinkedSignInsController();

              await templateService.apiHandler({
                methodName: 'listMySignIns',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLinkedSignInsController_linkSchoolAccount: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"LinkSignInBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/users/me/sign-ins',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LinkedSignInsController)),
            ...(fetchMiddlewares<RequestHandler>(LinkedSignInsController.prototype.linkSchoolAccount)),

            async function LinkedSignInsController_linkSchoolAccount(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLinkedSignInsController_linkSchoolAccount, request, response });

                const controller = new LinkedSignInsController();

              await templateService.apiHandler({
                methodName: 'linkSchoolAccount',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLinkedSignInsController_removeMySignIn: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/users/me/sign-ins/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LinkedSignInsController)),
            ...(fetchMiddlewares<RequestHandler>(LinkedSignInsController.prototype.removeMySignIn)),

            async function LinkedSignInsController_removeMySignIn(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLinkedSignInsController_removeMySignIn, request, response });

                const controller = new LinkedSignInsController();

              await templateService.apiHandler({
                methodName: 'removeMySignIn',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_listProps: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"PropListQuery"},
        };
        app.get('/api/v1/props',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.listProps)),

            async function PropsController_listProps(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_listProps, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'listProps',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_createProp: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"PropCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/props',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.createProp)),

            async function PropsController_createProp(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_createProp, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'createProp',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_importProps: Record<string, TsoaRoute.ParameterSchema> = {
                file: {"in":"formData","name":"file","required":true,"dataType":"file"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/props/bulk-import',
            authenticateMiddleware([{"bearer":[]}]),
            upload.fields([
                {
                    name: "file",
                    maxCount: 1
                }
            ]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.importProps)),

            async function PropsController_importProps(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_importProps, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'importProps',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 202,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_exportProps: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"PropListQuery"},
        };
        app.get('/api/v1/props/export',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.exportProps)),

            async function PropsController_exportProps(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_exportProps, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'exportProps',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_printPropLabels: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"PropLabelsQuery"},
        };
        app.get('/api/v1/props/labels',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.printPropLabels)),

            async function PropsController_printPropLabels(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_printPropLabels, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'printPropLabels',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_getProp: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/props/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.getProp)),

            async function PropsController_getProp(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_getProp, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'getProp',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_updateProp: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"PropInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/props/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.updateProp)),

            async function PropsController_updateProp(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_updateProp, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'updateProp',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPropsController_deleteProp: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/props/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PropsController)),
            ...(fetchMiddlewares<RequestHandler>(PropsController.prototype.deleteProp)),

            async function PropsController_deleteProp(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPropsController_deleteProp, request, response });

                const controller = new PropsController();

              await templateService.apiHandler({
                methodName: 'deleteProp',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsProductionsController_listProductions: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
                search: {"in":"query","name":"search","ref":"SearchText"},
                status: {"in":"query","name":"status","ref":"ProductionStatus"},
                upcoming: {"in":"query","name":"upcoming","dataType":"boolean"},
                date_from: {"in":"query","name":"date_from","ref":"IsoDate"},
                date_to: {"in":"query","name":"date_to","ref":"IsoDate"},
        };
        app.get('/api/v1/productions',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController)),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController.prototype.listProductions)),

            async function ProductionsController_listProductions(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsProductionsController_listProductions, request, response });

                const controller = new ProductionsController();

              await templateService.apiHandler({
                methodName: 'listProductions',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsProductionsController_createProduction: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"ProductionCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/productions',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController)),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController.prototype.createProduction)),

            async function ProductionsController_createProduction(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsProductionsController_createProduction, request, response });

                const controller = new ProductionsController();

              await templateService.apiHandler({
                methodName: 'createProduction',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsProductionsController_getProduction: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/productions/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController)),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController.prototype.getProduction)),

            async function ProductionsController_getProduction(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsProductionsController_getProduction, request, response });

                const controller = new ProductionsController();

              await templateService.apiHandler({
                methodName: 'getProduction',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsProductionsController_getPullList: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/productions/:id/pull-list',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController)),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController.prototype.getPullList)),

            async function ProductionsController_getPullList(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsProductionsController_getPullList, request, response });

                const controller = new ProductionsController();

              await templateService.apiHandler({
                methodName: 'getPullList',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsProductionsController_updateProduction: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"ProductionInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/productions/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController)),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController.prototype.updateProduction)),

            async function ProductionsController_updateProduction(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsProductionsController_updateProduction, request, response });

                const controller = new ProductionsController();

              await templateService.apiHandler({
                methodName: 'updateProduction',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsProductionsController_deleteProduction: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/productions/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController)),
            ...(fetchMiddlewares<RequestHandler>(ProductionsController.prototype.deleteProduction)),

            async function ProductionsController_deleteProduction(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsProductionsController_deleteProduction, request, response });

                const controller = new ProductionsController();

              await templateService.apiHandler({
                methodName: 'deleteProduction',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPhotosController_listPhotos: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"PhotoItemQuery"},
        };
        app.get('/api/v1/photos',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PhotosController)),
            ...(fetchMiddlewares<RequestHandler>(PhotosController.prototype.listPhotos)),

            async function PhotosController_listPhotos(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPhotosController_listPhotos, request, response });

                const controller = new PhotosController();

              await templateService.apiHandler({
                methodName: 'listPhotos',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPhotosController_addPhoto: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"PhotoCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/photos',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PhotosController)),
            ...(fetchMiddlewares<RequestHandler>(PhotosController.prototype.addPhoto)),

            async function PhotosController_addPhoto(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPhotosController_addPhoto, request, response });

                const controller = new PhotosController();

              await templateService.apiHandler({
                methodName: 'addPhoto',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPhotosController_orderPhotos: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"PhotoOrderInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/photos/order',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PhotosController)),
            ...(fetchMiddlewares<RequestHandler>(PhotosController.prototype.orderPhotos)),

            async function PhotosController_orderPhotos(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPhotosController_orderPhotos, request, response });

                const controller = new PhotosController();

              await templateService.apiHandler({
                methodName: 'orderPhotos',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPhotosController_deletePhoto: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/photos/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PhotosController)),
            ...(fetchMiddlewares<RequestHandler>(PhotosController.prototype.deletePhoto)),

            async function PhotosController_deletePhoto(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPhotosController_deletePhoto, request, response });

                const controller = new PhotosController();

              await templateService.apiHandler({
                methodName: 'deletePhoto',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPersonLoansController_listPersonLoans: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"PersonLoanListQuery"},
        };
        app.get('/api/v1/person-loans',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController)),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController.prototype.listPersonLoans)),

            async function PersonLoansController_listPersonLoans(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPersonLoansController_listPersonLoans, request, response });

                const controller = new PersonLoansController();

              await templateService.apiHandler({
                methodName: 'listPersonLoans',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPersonLoansController_createPersonLoan: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"PersonLoanCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/person-loans',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController)),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController.prototype.createPersonLoan)),

            async function PersonLoansController_createPersonLoan(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPersonLoansController_createPersonLoan, request, response });

                const controller = new PersonLoansController();

              await templateService.apiHandler({
                methodName: 'createPersonLoan',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPersonLoansController_getPersonLoan: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/person-loans/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController)),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController.prototype.getPersonLoan)),

            async function PersonLoansController_getPersonLoan(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPersonLoansController_getPersonLoan, request, response });

                const controller = new PersonLoansController();

              await templateService.apiHandler({
                methodName: 'getPersonLoan',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPersonLoansController_updatePersonLoan: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"PersonLoanUpdateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/person-loans/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController)),
            ...(fetchMiddlewares<RequestHandler>(PersonLoansController.prototype.updatePersonLoan)),

            async function PersonLoansController_updatePersonLoan(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPersonLoansController_updatePersonLoan, request, response });

                const controller = new PersonLoansController();

              await templateService.apiHandler({
                methodName: 'updatePersonLoan',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_listNotifications: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
                type: {"in":"query","name":"type","ref":"NotificationType"},
                category: {"in":"query","name":"category","ref":"NotificationCategory"},
                read: {"in":"query","name":"read","dataType":"boolean"},
                since: {"in":"query","name":"since","dataType":"datetime"},
                search: {"in":"query","name":"search","ref":"SearchText"},
        };
        app.get('/api/v1/notifications',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.listNotifications)),

            async function NotificationsController_listNotifications(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_listNotifications, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'listNotifications',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_markAllRead: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/notifications/read-all',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.markAllRead)),

            async function NotificationsController_markAllRead(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_markAllRead, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'markAllRead',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_clearNotifications: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/notifications',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.clearNotifications)),

            async function NotificationsController_clearNotifications(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_clearNotifications, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'clearNotifications',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_getSettings: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/notifications/settings',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.getSettings)),

            async function NotificationsController_getSettings(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_getSettings, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'getSettings',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_updateSettings: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"NotificationSettingsInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/notifications/settings',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.updateSettings)),

            async function NotificationsController_updateSettings(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_updateSettings, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'updateSettings',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_simulate: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                type: {"default":"info","in":"query","name":"type","ref":"NotificationType"},
                category: {"default":"system","in":"query","name":"category","ref":"NotificationCategory"},
        };
        app.post('/api/v1/notifications/simulate',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.simulate)),

            async function NotificationsController_simulate(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_simulate, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'simulate',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_email: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"ContactEmailInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/notifications/email',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.email)),

            async function NotificationsController_email(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_email, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'email',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_markRead: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/notifications/:id/read',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.markRead)),

            async function NotificationsController_markRead(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_markRead, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'markRead',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsNotificationsController_deleteNotification: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/notifications/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController)),
            ...(fetchMiddlewares<RequestHandler>(NotificationsController.prototype.deleteNotification)),

            async function NotificationsController_deleteNotification(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsNotificationsController_deleteNotification, request, response });

                const controller = new NotificationsController();

              await templateService.apiHandler({
                methodName: 'deleteNotification',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_listLoans: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
                status: {"in":"query","name":"status","ref":"LendingStatus"},
                direction: {"in":"query","name":"direction","ref":"LendingDirection"},
                type: {"in":"query","name":"type","ref":"LendingItemType"},
                search: {"in":"query","name":"search","ref":"SearchText"},
        };
        app.get('/api/v1/lending',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.listLoans)),

            async function LendingController_listLoans(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_listLoans, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'listLoans',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_countLoans: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                direction: {"in":"query","name":"direction","ref":"LendingDirection"},
        };
        app.get('/api/v1/lending/counts',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.countLoans)),

            async function LendingController_countLoans(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_countLoans, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'countLoans',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_createLoan: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"LendingCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/lending',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.createLoan)),

            async function LendingController_createLoan(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_createLoan, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'createLoan',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_getLoan: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/lending/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.getLoan)),

            async function LendingController_getLoan(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_getLoan, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'getLoan',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_updateLoan: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"LendingUpdateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/lending/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.updateLoan)),

            async function LendingController_updateLoan(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_updateLoan, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'updateLoan',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_deleteLoan: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/lending/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.deleteLoan)),

            async function LendingController_deleteLoan(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_deleteLoan, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'deleteLoan',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_requestExtension: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"ExtensionRequestInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/lending/:id/extension',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.requestExtension)),

            async function LendingController_requestExtension(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_requestExtension, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'requestExtension',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_answerExtension: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"ExtensionAnswerInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/lending/:id/extension',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.answerExtension)),

            async function LendingController_answerExtension(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_answerExtension, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'answerExtension',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_counterPropose: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"CounterProposalInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/lending/:id/counter-proposal',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.counterPropose)),

            async function LendingController_counterPropose(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_counterPropose, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'counterPropose',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_answerCounterProposal: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"CounterProposalAnswerInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/lending/:id/counter-proposal',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.answerCounterProposal)),

            async function LendingController_answerCounterProposal(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_answerCounterProposal, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'answerCounterProposal',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_listMessages: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
        };
        app.get('/api/v1/lending/:id/messages',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.listMessages)),

            async function LendingController_listMessages(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_listMessages, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'listMessages',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLendingController_sendMessage: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"LendingMessageInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/lending/:id/messages',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LendingController)),
            ...(fetchMiddlewares<RequestHandler>(LendingController.prototype.sendMessage)),

            async function LendingController_sendMessage(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLendingController_sendMessage, request, response });

                const controller = new LendingController();

              await templateService.apiHandler({
                methodName: 'sendMessage',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsLabelsController_listLabelStocks: Record<string, TsoaRoute.ParameterSchema> = {
        };
        app.get('/api/v1/labels/stocks',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(LabelsController)),
            ...(fetchMiddlewares<RequestHandler>(LabelsController.prototype.listLabelStocks)),

            async function LabelsController_listLabelStocks(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsLabelsController_listLabelStocks, request, response });

                const controller = new LabelsController();

              await templateService.apiHandler({
                methodName: 'listLabelStocks',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsImportJobsController_listImportJobs: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"ImportJobFilters"},
        };
        app.get('/api/v1/import-jobs',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController)),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController.prototype.listImportJobs)),

            async function ImportJobsController_listImportJobs(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsImportJobsController_listImportJobs, request, response });

                const controller = new ImportJobsController();

              await templateService.apiHandler({
                methodName: 'listImportJobs',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsImportJobsController_removeImportJobs: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"ImportJobsRemoval"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/import-jobs/bulk-delete',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController)),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController.prototype.removeImportJobs)),

            async function ImportJobsController_removeImportJobs(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsImportJobsController_removeImportJobs, request, response });

                const controller = new ImportJobsController();

              await templateService.apiHandler({
                methodName: 'removeImportJobs',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsImportJobsController_getImportJob: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"ImportJobRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/import-jobs/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController)),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController.prototype.getImportJob)),

            async function ImportJobsController_getImportJob(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsImportJobsController_getImportJob, request, response });

                const controller = new ImportJobsController();

              await templateService.apiHandler({
                methodName: 'getImportJob',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsImportJobsController_deleteImportJob: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"ImportJobRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/import-jobs/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController)),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController.prototype.deleteImportJob)),

            async function ImportJobsController_deleteImportJob(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsImportJobsController_deleteImportJob, request, response });

                const controller = new ImportJobsController();

              await templateService.apiHandler({
                methodName: 'deleteImportJob',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsImportJobsController_importJobErrors: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"ImportJobRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/import-jobs/:id/errors',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController)),
            ...(fetchMiddlewares<RequestHandler>(ImportJobsController.prototype.importJobErrors)),

            async function ImportJobsController_importJobErrors(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsImportJobsController_importJobErrors, request, response });

                const controller = new ImportJobsController();

              await templateService.apiHandler({
                methodName: 'importJobErrors',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsFilesController_upload: Record<string, TsoaRoute.ParameterSchema> = {
                file: {"in":"formData","name":"file","required":true,"dataType":"file"},
                file_type: {"in":"formData","name":"file_type","required":true,"dataType":"string","validators":{"pattern":{"errorMsg":"Must be one of: prop, set, costume, production","value":"^(prop|set|costume|production)$"},"maxLength":{"errorMsg":"Must be one of: prop, set, costume, production","value":10}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/files/upload',
            authenticateMiddleware([{"bearer":[]}]),
            upload.fields([
                {
                    name: "file",
                    maxCount: 1
                }
            ]),
            ...(fetchMiddlewares<RequestHandler>(FilesController)),
            ...(fetchMiddlewares<RequestHandler>(FilesController.prototype.upload)),

            async function FilesController_upload(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsFilesController_upload, request, response });

                const controller = new FilesController();

              await templateService.apiHandler({
                methodName: 'upload',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_listDepartments: Record<string, TsoaRoute.ParameterSchema> = {
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
                search: {"in":"query","name":"search","ref":"SearchText"},
        };
        app.get('/api/v1/departments',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.listDepartments)),

            async function DepartmentsController_listDepartments(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_listDepartments, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'listDepartments',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_createDepartment: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"DepartmentCreateBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.createDepartment)),

            async function DepartmentsController_createDepartment(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_createDepartment, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'createDepartment',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_getDepartment: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
        };
        app.get('/api/v1/departments/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.getDepartment)),

            async function DepartmentsController_getDepartment(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_getDepartment, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'getDepartment',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_updateDepartment: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"DepartmentInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/departments/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.updateDepartment)),

            async function DepartmentsController_updateDepartment(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_updateDepartment, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'updateDepartment',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_confirmContactEmail: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"ContactConfirmationBody"},
        };
        app.post('/api/v1/departments/contact-confirmation',
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.confirmContactEmail)),

            async function DepartmentsController_confirmContactEmail(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_confirmContactEmail, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'confirmContactEmail',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_resendContactConfirmation: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/contact-confirmation',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.resendContactConfirmation)),

            async function DepartmentsController_resendContactConfirmation(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_resendContactConfirmation, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'resendContactConfirmation',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_deleteDepartment: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/departments/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.deleteDepartment)),

            async function DepartmentsController_deleteDepartment(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_deleteDepartment, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'deleteDepartment',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_listMembers: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
                search: {"in":"query","name":"search","ref":"SearchText"},
                role: {"in":"query","name":"role","ref":"Role"},
                status: {"in":"query","name":"status","ref":"UserStatus"},
        };
        app.get('/api/v1/departments/:id/users',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.listMembers)),

            async function DepartmentsController_listMembers(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_listMembers, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'listMembers',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_addMember: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"AddMemberBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/users',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.addMember)),

            async function DepartmentsController_addMember(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_addMember, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'addMember',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_userStatistics: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/departments/:id/users/statistics',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.userStatistics)),

            async function DepartmentsController_userStatistics(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_userStatistics, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'userStatistics',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_departmentAuditLog: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
        };
        app.get('/api/v1/departments/:id/users/audit-log',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.departmentAuditLog)),

            async function DepartmentsController_departmentAuditLog(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_departmentAuditLog, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'departmentAuditLog',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_exportUsers: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                format: {"in":"query","name":"format","dataType":"string","validators":{"maxLength":{"errorMsg":"Unsupported export format: only csv is available","value":10}}},
                search: {"in":"query","name":"search","ref":"SearchText"},
                role: {"in":"query","name":"role","ref":"Role"},
                status: {"in":"query","name":"status","ref":"UserStatus"},
        };
        app.get('/api/v1/departments/:id/users/export',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.exportUsers)),

            async function DepartmentsController_exportUsers(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_exportUsers, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'exportUsers',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_changeRole: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                userId: {"in":"path","name":"userId","required":true,"ref":"MemberRef"},
                body: {"in":"body","name":"body","required":true,"ref":"RoleBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/departments/:id/users/:userId',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.changeRole)),

            async function DepartmentsController_changeRole(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_changeRole, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'changeRole',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_removeMember: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                userId: {"in":"path","name":"userId","required":true,"ref":"MemberRef"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/departments/:id/users/:userId',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.removeMember)),

            async function DepartmentsController_removeMember(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_removeMember, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'removeMember',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentsController_invite: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"InviteBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/invite',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentsController.prototype.invite)),

            async function DepartmentsController_invite(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentsController_invite, request, response });

                const controller = new DepartmentsController();

              await templateService.apiHandler({
                methodName: 'invite',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentDomainsController_listDepartmentDomains: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/departments/:id/domains',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentDomainsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentDomainsController.prototype.listDepartmentDomains)),

            async function DepartmentDomainsController_listDepartmentDomains(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentDomainsController_listDepartmentDomains, request, response });

                const controller = new DepartmentDomainsController();

              await templateService.apiHandler({
                methodName: 'listDepartmentDomains',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentDomainsController_claimDepartmentDomain: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                body: {"in":"body","name":"body","required":true,"ref":"DomainBody"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/departments/:id/domains',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentDomainsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentDomainsController.prototype.claimDepartmentDomain)),

            async function DepartmentDomainsController_claimDepartmentDomain(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentDomainsController_claimDepartmentDomain, request, response });

                const controller = new DepartmentDomainsController();

              await templateService.apiHandler({
                methodName: 'claimDepartmentDomain',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDepartmentDomainsController_releaseDepartmentDomain: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"id"}}},
                domainId: {"in":"path","name":"domainId","required":true,"dataType":"integer","validators":{"isInt":{"errorMsg":"domainId"}}},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/departments/:id/domains/:domainId',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DepartmentDomainsController)),
            ...(fetchMiddlewares<RequestHandler>(DepartmentDomainsController.prototype.releaseDepartmentDomain)),

            async function DepartmentDomainsController_releaseDepartmentDomain(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDepartmentDomainsController_releaseDepartmentDomain, request, response });

                const controller = new DepartmentDomainsController();

              await templateService.apiHandler({
                methodName: 'releaseDepartmentDomain',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDashboardController_getDashboard: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/dashboard',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DashboardController)),
            ...(fetchMiddlewares<RequestHandler>(DashboardController.prototype.getDashboard)),

            async function DashboardController_getDashboard(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDashboardController_getDashboard, request, response });

                const controller = new DashboardController();

              await templateService.apiHandler({
                methodName: 'getDashboard',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDashboardController_getWeek: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                week_starts_on: {"in":"query","name":"week_starts_on","ref":"Weekday"},
        };
        app.get('/api/v1/dashboard/week',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DashboardController)),
            ...(fetchMiddlewares<RequestHandler>(DashboardController.prototype.getWeek)),

            async function DashboardController_getWeek(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDashboardController_getWeek, request, response });

                const controller = new DashboardController();

              await templateService.apiHandler({
                methodName: 'getWeek',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_listCostumes: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"CostumeListQuery"},
        };
        app.get('/api/v1/costumes',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.listCostumes)),

            async function CostumesController_listCostumes(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_listCostumes, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'listCostumes',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_createCostume: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"CostumeCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/costumes',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.createCostume)),

            async function CostumesController_createCostume(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_createCostume, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'createCostume',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_importCostumes: Record<string, TsoaRoute.ParameterSchema> = {
                file: {"in":"formData","name":"file","required":true,"dataType":"file"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/costumes/bulk-import',
            authenticateMiddleware([{"bearer":[]}]),
            upload.fields([
                {
                    name: "file",
                    maxCount: 1
                }
            ]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.importCostumes)),

            async function CostumesController_importCostumes(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_importCostumes, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'importCostumes',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 202,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_exportCostumes: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"CostumeListQuery"},
        };
        app.get('/api/v1/costumes/export',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.exportCostumes)),

            async function CostumesController_exportCostumes(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_exportCostumes, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'exportCostumes',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_printCostumeLabels: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"CostumeLabelsQuery"},
        };
        app.get('/api/v1/costumes/labels',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.printCostumeLabels)),

            async function CostumesController_printCostumeLabels(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_printCostumeLabels, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'printCostumeLabels',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_getCostume: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/costumes/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.getCostume)),

            async function CostumesController_getCostume(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_getCostume, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'getCostume',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_updateCostume: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"CostumeInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/costumes/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.updateCostume)),

            async function CostumesController_updateCostume(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_updateCostume, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'updateCostume',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCostumesController_deleteCostume: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/costumes/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CostumesController)),
            ...(fetchMiddlewares<RequestHandler>(CostumesController.prototype.deleteCostume)),

            async function CostumesController_deleteCostume(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCostumesController_deleteCostume, request, response });

                const controller = new CostumesController();

              await templateService.apiHandler({
                methodName: 'deleteCostume',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsConditionPhotosController_uploadConditionPhoto: Record<string, TsoaRoute.ParameterSchema> = {
                file: {"in":"formData","name":"file","required":true,"dataType":"file"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/condition-photos',
            authenticateMiddleware([{"bearer":[]}]),
            upload.fields([
                {
                    name: "file",
                    maxCount: 1
                }
            ]),
            ...(fetchMiddlewares<RequestHandler>(ConditionPhotosController)),
            ...(fetchMiddlewares<RequestHandler>(ConditionPhotosController.prototype.uploadConditionPhoto)),

            async function ConditionPhotosController_uploadConditionPhoto(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsConditionPhotosController_uploadConditionPhoto, request, response });

                const controller = new ConditionPhotosController();

              await templateService.apiHandler({
                methodName: 'uploadConditionPhoto',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDamageReportsController_listDamageReports: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                status: {"in":"query","name":"status","ref":"DamageStatus"},
                side: {"in":"query","name":"side","ref":"DamageSide"},
                subject_type: {"in":"query","name":"subject_type","ref":"ConditionSubjectType"},
                item_type: {"in":"query","name":"item_type","ref":"LendingItemType"},
                item_id: {"in":"query","name":"item_id","ref":"RowId"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
        };
        app.get('/api/v1/damage-reports',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController)),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController.prototype.listDamageReports)),

            async function DamageReportsController_listDamageReports(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDamageReportsController_listDamageReports, request, response });

                const controller = new DamageReportsController();

              await templateService.apiHandler({
                methodName: 'listDamageReports',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDamageReportsController_getDamageReport: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/damage-reports/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController)),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController.prototype.getDamageReport)),

            async function DamageReportsController_getDamageReport(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDamageReportsController_getDamageReport, request, response });

                const controller = new DamageReportsController();

              await templateService.apiHandler({
                methodName: 'getDamageReport',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDamageReportsController_resolveDamageReport: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"DamageResolveInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/damage-reports/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController)),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController.prototype.resolveDamageReport)),

            async function DamageReportsController_resolveDamageReport(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDamageReportsController_resolveDamageReport, request, response });

                const controller = new DamageReportsController();

              await templateService.apiHandler({
                methodName: 'resolveDamageReport',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDamageReportsController_listDamageComments: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                skip: {"in":"query","name":"skip","ref":"Skip"},
                limit: {"in":"query","name":"limit","ref":"Limit"},
        };
        app.get('/api/v1/damage-reports/:id/comments',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController)),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController.prototype.listDamageComments)),

            async function DamageReportsController_listDamageComments(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDamageReportsController_listDamageComments, request, response });

                const controller = new DamageReportsController();

              await templateService.apiHandler({
                methodName: 'listDamageComments',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsDamageReportsController_addDamageComment: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"DamageCommentInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/damage-reports/:id/comments',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController)),
            ...(fetchMiddlewares<RequestHandler>(DamageReportsController.prototype.addDamageComment)),

            async function DamageReportsController_addDamageComment(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsDamageReportsController_addDamageComment, request, response });

                const controller = new DamageReportsController();

              await templateService.apiHandler({
                methodName: 'addDamageComment',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCodesController_lookUpCode: Record<string, TsoaRoute.ParameterSchema> = {
                code: {"in":"path","name":"code","required":true,"ref":"CodeInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/codes/:code',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CodesController)),
            ...(fetchMiddlewares<RequestHandler>(CodesController.prototype.lookUpCode)),

            async function CodesController_lookUpCode(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCodesController_lookUpCode, request, response });

                const controller = new CodesController();

              await templateService.apiHandler({
                methodName: 'lookUpCode',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsPublicCodesController_lookUpPublicCode: Record<string, TsoaRoute.ParameterSchema> = {
                code: {"in":"path","name":"code","required":true,"ref":"CodeInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/public/codes/:code',
            ...(fetchMiddlewares<RequestHandler>(PublicCodesController)),
            ...(fetchMiddlewares<RequestHandler>(PublicCodesController.prototype.lookUpPublicCode)),

            async function PublicCodesController_lookUpPublicCode(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsPublicCodesController_lookUpPublicCode, request, response });

                const controller = new PublicCodesController();

              await templateService.apiHandler({
                methodName: 'lookUpPublicCode',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCalendarController_getCalendar: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                from: {"in":"query","name":"from","required":true,"ref":"IsoDate"},
                to: {"in":"query","name":"to","required":true,"ref":"IsoDate"},
                kind: {"in":"query","name":"kind","ref":"CalendarKinds"},
                production_id: {"in":"query","name":"production_id","ref":"RowId"},
        };
        app.get('/api/v1/calendar',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CalendarController)),
            ...(fetchMiddlewares<RequestHandler>(CalendarController.prototype.getCalendar)),

            async function CalendarController_getCalendar(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCalendarController_getCalendar, request, response });

                const controller = new CalendarController();

              await templateService.apiHandler({
                methodName: 'getCalendar',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCalendarController_listCalendarFeeds: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.get('/api/v1/calendar/feeds',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CalendarController)),
            ...(fetchMiddlewares<RequestHandler>(CalendarController.prototype.listCalendarFeeds)),

            async function CalendarController_listCalendarFeeds(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCalendarController_listCalendarFeeds, request, response });

                const controller = new CalendarController();

              await templateService.apiHandler({
                methodName: 'listCalendarFeeds',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCalendarController_createCalendarFeed: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"CalendarFeedInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/calendar/feeds',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CalendarController)),
            ...(fetchMiddlewares<RequestHandler>(CalendarController.prototype.createCalendarFeed)),

            async function CalendarController_createCalendarFeed(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCalendarController_createCalendarFeed, request, response });

                const controller = new CalendarController();

              await templateService.apiHandler({
                methodName: 'createCalendarFeed',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsCalendarController_deleteCalendarFeed: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/calendar/feeds/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(CalendarController)),
            ...(fetchMiddlewares<RequestHandler>(CalendarController.prototype.deleteCalendarFeed)),

            async function CalendarController_deleteCalendarFeed(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsCalendarController_deleteCalendarFeed, request, response });

                const controller = new CalendarController();

              await templateService.apiHandler({
                methodName: 'deleteCalendarFeed',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsBookingsController_listBookings: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"BookingListQuery"},
        };
        app.get('/api/v1/bookings',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(BookingsController)),
            ...(fetchMiddlewares<RequestHandler>(BookingsController.prototype.listBookings)),

            async function BookingsController_listBookings(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsBookingsController_listBookings, request, response });

                const controller = new BookingsController();

              await templateService.apiHandler({
                methodName: 'listBookings',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsBookingsController_itemHistory: Record<string, TsoaRoute.ParameterSchema> = {
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
                query: {"in":"queries","name":"query","required":true,"ref":"ItemHistoryQuery"},
        };
        app.get('/api/v1/bookings/history',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(BookingsController)),
            ...(fetchMiddlewares<RequestHandler>(BookingsController.prototype.itemHistory)),

            async function BookingsController_itemHistory(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsBookingsController_itemHistory, request, response });

                const controller = new BookingsController();

              await templateService.apiHandler({
                methodName: 'itemHistory',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 200,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsBookingsController_createBooking: Record<string, TsoaRoute.ParameterSchema> = {
                body: {"in":"body","name":"body","required":true,"ref":"BookingCreateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.post('/api/v1/bookings',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(BookingsController)),
            ...(fetchMiddlewares<RequestHandler>(BookingsController.prototype.createBooking)),

            async function BookingsController_createBooking(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsBookingsController_createBooking, request, response });

                const controller = new BookingsController();

              await templateService.apiHandler({
                methodName: 'createBooking',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 201,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsBookingsController_updateBooking: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                body: {"in":"body","name":"body","required":true,"ref":"BookingUpdateInput"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.put('/api/v1/bookings/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(BookingsController)),
            ...(fetchMiddlewares<RequestHandler>(BookingsController.prototype.updateBooking)),

            async function BookingsController_updateBooking(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsBookingsController_updateBooking, request, response });

                const controller = new BookingsController();

              await templateService.apiHandler({
                methodName: 'updateBooking',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: undefined,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        const argsBookingsController_deleteBooking: Record<string, TsoaRoute.ParameterSchema> = {
                id: {"in":"path","name":"id","required":true,"ref":"RowId"},
                req: {"in":"request","name":"req","required":true,"dataType":"object"},
        };
        app.delete('/api/v1/bookings/:id',
            authenticateMiddleware([{"bearer":[]}]),
            ...(fetchMiddlewares<RequestHandler>(BookingsController)),
            ...(fetchMiddlewares<RequestHandler>(BookingsController.prototype.deleteBooking)),

            async function BookingsController_deleteBooking(request: ExRequest, response: ExResponse, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            let validatedArgs: any[] = [];
            try {
                validatedArgs = templateService.getValidatedArgs({ args: argsBookingsController_deleteBooking, request, response });

                const controller = new BookingsController();

              await templateService.apiHandler({
                methodName: 'deleteBooking',
                controller,
                response,
                next,
                validatedArgs,
                successStatus: 204,
              });
            } catch (err) {
                return next(err);
            }
        });
        // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa


    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

    function authenticateMiddleware(security: TsoaRoute.Security[] = []) {
        return async function runAuthenticationMiddleware(request: any, response: any, next: any) {

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            // keep track of failed auth attempts so we can hand back the most
            // recent one.  This behavior was previously existing so preserving it
            // here
            const failedAttempts: any[] = [];
            const pushAndRethrow = (error: any) => {
                failedAttempts.push(error);
                throw error;
            };

            const secMethodOrPromises: Promise<any>[] = [];
            for (const secMethod of security) {
                if (Object.keys(secMethod).length > 1) {
                    const secMethodAndPromises: Promise<any>[] = [];

                    for (const name in secMethod) {
                        secMethodAndPromises.push(
                            expressAuthenticationRecasted(request, name, secMethod[name], response)
                                .catch(pushAndRethrow)
                        );
                    }

                    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

                    secMethodOrPromises.push(Promise.all(secMethodAndPromises)
                        .then(users => { return users[0]; }));
                } else {
                    for (const name in secMethod) {
                        secMethodOrPromises.push(
                            expressAuthenticationRecasted(request, name, secMethod[name], response)
                                .catch(pushAndRethrow)
                        );
                    }
                }
            }

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa

            try {
                request['user'] = await Promise.any(secMethodOrPromises);

                // Response was sent in middleware, abort
                if (response.writableEnded) {
                    return;
                }

                next();
            }
            catch(err) {
                // Show most recent error as response
                const error = failedAttempts.pop();
                error.status = error.status || 401;

                // Response was sent in middleware, abort
                if (response.writableEnded) {
                    return;
                }
                next(error);
            }

            // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
        }
    }

    // WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
}

// WARNING: This file was auto-generated with tsoa. Please do not modify it. Re-run tsoa to re-generate this file: https://github.com/lukeautry/tsoa
