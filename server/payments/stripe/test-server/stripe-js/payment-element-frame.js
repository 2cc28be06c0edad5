/* global window, document, fetch, URLSearchParams, ResizeObserver */
// The Payment Element's iframe in the Stripe.js stand-in (stripe-v3.js): card number, expiration
// date and security code, checked as the Payment Element checks them when elements.submit() is
// called, and sent from here to the Stripe API when stripe.createPaymentMethod() is called
// (POST /v1/payment_methods, form-encoded, with the publishable key as `key`, as Stripe.js sends
// it). The page that mounted the element talks to this frame by postMessage only and never sees
// the card.
(function () {
  "use strict";

  var settings = JSON.parse(decodeURIComponent(window.location.hash.slice(1)));
  var channel = settings.channel;
  var publishableKey = settings.key;
  /** The page that mounted the element: the only one told anything, and the only one listened to. */
  var parentOrigin = settings.origin;
  var API_URL = document.querySelector('meta[name="stripe-api-url"]').getAttribute("content");
  var parentWindow = window.parent;
  var fields = {
    number: document.getElementById("card-number"),
    expiry: document.getElementById("card-expiry"),
    cvc: document.getElementById("card-cvc"),
  };

  function tell(message) {
    message.channel = channel;
    parentWindow.postMessage(message, parentOrigin);
  }

  function digits(value) {
    return value.replace(/\D/g, "");
  }

  function passesLuhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** "12 / 34", "12/34", "1234" → { month: 12, year: 2034 }, or null. */
  function expiryOf(value) {
    var both = digits(value);
    if (both.length !== 4 && both.length !== 6) return null;
    var month = Number(both.slice(0, 2));
    var year = Number(both.slice(2));
    return { month: month, year: year < 100 ? 2000 + year : year };
  }

  function validationError(field, code, message) {
    return { field: field, error: { type: "validation_error", code: code, message: message } };
  }

  /** The Payment Element's own checks, in its order and with its codes and messages. */
  function check() {
    var number = digits(fields.number.value);
    if (number.length === 0 || number.length < 12) return validationError("number", "incomplete_number", "Your card number is incomplete.");
    if (number.length > 19 || !passesLuhn(number)) return validationError("number", "invalid_number", "Your card number is invalid.");
    var expiry = expiryOf(fields.expiry.value);
    if (expiry === null) return validationError("expiry", "incomplete_expiry", "Your card's expiration date is incomplete.");
    if (expiry.month < 1 || expiry.month > 12) return validationError("expiry", "invalid_expiry_month", "Your card's expiration date is invalid.");
    var now = new Date();
    if (expiry.year < now.getFullYear()) return validationError("expiry", "invalid_expiry_year_past", "Your card's expiration year is in the past.");
    if (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1) return validationError("expiry", "invalid_expiry_month_past", "Your card's expiration date is in the past.");
    var cvc = digits(fields.cvc.value);
    if (cvc.length < 3) return validationError("cvc", "incomplete_cvc", "Your card's security code is incomplete.");
    if (cvc.length > 4) return validationError("cvc", "invalid_cvc", "Your card's security code is invalid.");
    return null;
  }

  function mark(field) {
    Object.keys(fields).forEach(function (name) {
      if (name === field) fields[name].setAttribute("aria-invalid", "true");
      else fields[name].removeAttribute("aria-invalid");
    });
  }

  function createPaymentMethod(detail) {
    var expiry = expiryOf(fields.expiry.value) || { month: 0, year: 0 };
    var body = new URLSearchParams();
    body.set("type", "card");
    body.set("card[number]", digits(fields.number.value));
    body.set("card[exp_month]", String(expiry.month));
    body.set("card[exp_year]", String(expiry.year));
    body.set("card[cvc]", digits(fields.cvc.value));
    var billing = (detail && detail.billing_details) || {};
    Object.keys(billing).forEach(function (key) {
      if (typeof billing[key] === "string") body.set("billing_details[" + key + "]", billing[key]);
    });
    body.set("payment_user_agent", "stripe.js/stand-in; stripe-js-v3/stand-in; payment-element");
    body.set("key", publishableKey);
    return fetch(API_URL + "/v1/payment_methods", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: body.toString() })
      .then(function (response) {
        return response.json().then(function (json) {
          if (response.ok) return { paymentMethod: json };
          if (json && json.error && json.error.param) mark(json.error.param === "card[number]" ? "number" : json.error.param === "card[cvc]" ? "cvc" : "expiry");
          return { error: (json && json.error) || { type: "api_error", message: "An unexpected error occurred." } };
        });
      })
      .catch(function () {
        return { error: { type: "api_connection_error", message: "We could not reach Stripe. Please check your connection and try again." } };
      });
  }

  window.addEventListener("message", function (event) {
    if (event.source !== parentWindow || event.origin !== parentOrigin) return;
    var message = event.data;
    if (message === null || typeof message !== "object" || message.channel !== channel) return;
    var answer = function (result) {
      tell({ type: "answer", request: message.request, result: result });
    };
    if (message.type === "submit") {
      var problem = check();
      mark(problem === null ? null : problem.field);
      answer(problem === null ? {} : { error: problem.error });
    } else if (message.type === "createPaymentMethod") {
      createPaymentMethod(message.detail).then(answer);
    } else if (message.type === "focus") {
      fields.number.focus();
      answer({});
    }
  });

  Object.keys(fields).forEach(function (name) {
    var input = fields[name];
    input.addEventListener("input", function () {
      input.removeAttribute("aria-invalid");
      var empty = Object.keys(fields).every(function (n) {
        return fields[n].value.trim() === "";
      });
      tell({ type: "event", name: "change", detail: { complete: check() === null, empty: empty, collapsed: false, value: { type: "card" } } });
    });
    input.addEventListener("focus", function () {
      tell({ type: "event", name: "focus", detail: {} });
    });
    input.addEventListener("blur", function () {
      tell({ type: "event", name: "blur", detail: {} });
    });
  });

  function resize() {
    tell({ type: "resize", height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  }
  new ResizeObserver(resize).observe(document.documentElement);
  tell({ type: "ready" });
  resize();
})();
