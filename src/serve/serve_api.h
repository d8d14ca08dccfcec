/* SPDX-License-Identifier: ISC */
/*
 * serve_api: templard's JSON API, /api/feeds and /api/articles[/ID], with
 * the field names of `templar feeds|articles|show --format json`.
 */
#ifndef TEMPLAR_SERVE_API_H
#define TEMPLAR_SERVE_API_H

#include "serve_reply.h"

/* GET /api/..., POST /api/feeds, DELETE /api/feeds/NAME */
void serve_api_answer(const struct serve_req *rq, struct serve_reply *rp);

#endif
