/* SPDX-License-Identifier: ISC */
/*
 * serve_metrics: templard's /metrics, for Prometheus.
 */
#ifndef TEMPLAR_SERVE_METRICS_H
#define TEMPLAR_SERVE_METRICS_H

#include "serve_reply.h"

/* GET /metrics */
void serve_metrics_answer(const struct serve_req *rq, struct serve_reply *rp);

#endif
