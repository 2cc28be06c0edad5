/* global window, document, URL */
// A stand-in for Stripe.js v3 (https://docs.stripe.com/js), for tests that cannot reach
// js.stripe.com: the part of its interface the shop uses, with Stripe.js's names, argument shapes,
// answers and errors.
//   const stripe = Stripe("pk_test_…");
//   const elements = stripe.elements({ mode: "payment", amount, currency, paymentMethodCreation: "manual" });
//   const element = elements.create("payment"); element.mount("#box"); element.on("change", …);
//   await elements.submit();                       // → {} or { error: { type: "validation_error", code, message } }
//   await stripe.createPaymentMethod({ elements }); // → { paymentMethod: { id: "pm_…", … } } or { error }
//   elements.update({ amount }); element.unmount();
// As in Stripe.js, the card is typed into a cross-origin iframe served next to this script, and
// that frame, not the page, sends it to the Stripe API (POST /v1/payment_methods with the
// publishable key, form-encoded): the page only ever sees the PaymentMethod. A misuse Stripe.js
// rejects with an IntegrationError is thrown here too. Not kept from Stripe.js: other element
// types, appearance, wallets, remounting with the typed card kept.
(function () {
  "use strict";

  var script = document.currentScript;
  var ORIGIN = new URL(script.src).origin;
  var FRAME_URL = ORIGIN + "/elements/payment";
  var frames = 0;

  function IntegrationError(message) {
    var error = new Error(message);
    error.name = "IntegrationError";
    return error;
  }

  function checkElementsOptions(options) {
    if (options === undefined) return {};
    if (options.mode === undefined) return options;
    if (options.mode !== "payment" && options.mode !== "setup" && options.mode !== "subscription") throw IntegrationError("Invalid value for elements(): mode should be one of payment, setup, subscription.");
    if (typeof options.currency !== "string" || !/^[a-z]{3}$/.test(options.currency)) throw IntegrationError("Invalid value for elements(): currency should be a lowercase three-letter ISO currency code when mode is " + options.mode + ".");
    if (options.mode !== "setup" && (!Number.isInteger(options.amount) || options.amount < 0)) throw IntegrationError("Invalid value for elements(): amount should be a non-negative integer when mode is " + options.mode + ".");
    return options;
  }

  /** The iframe of one Payment Element and the messages to and from it. */
  function createFrame(publishableKey, onEvent) {
    frames += 1;
    var channel = "payment-" + frames + "-" + Math.random().toString(36).slice(2);
    var iframe = document.createElement("iframe");
    iframe.src = FRAME_URL + "#" + encodeURIComponent(JSON.stringify({ channel: channel, key: publishableKey, origin: window.location.origin }));
    iframe.title = "Secure payment input frame";
    iframe.name = "__privateStripeFrame" + frames;
    iframe.setAttribute("frameborder", "0");
    iframe.setAttribute("allow", "payment *");
    iframe.style.cssText = "border:0;width:100%;height:180px;display:block;overflow:hidden;background:transparent";
    var ready = false;
    var queued = [];
    var pending = new Map();
    var sequence = 0;

    function post(message) {
      if (ready && iframe.contentWindow !== null) iframe.contentWindow.postMessage(message, ORIGIN);
      else queued.push(message);
    }

    window.addEventListener("message", function (event) {
      if (event.origin !== ORIGIN || event.source !== iframe.contentWindow) return;
      var message = event.data;
      if (message === null || typeof message !== "object" || message.channel !== channel) return;
      if (message.type === "ready") {
        ready = true;
        var waiting = queued;
        queued = [];
        for (var i = 0; i < waiting.length; i += 1) post(waiting[i]);
        onEvent("ready", { elementType: "payment" });
      } else if (message.type === "resize") {
        iframe.style.height = message.height + "px";
      } else if (message.type === "answer") {
        var resolve = pending.get(message.request);
        pending.delete(message.request);
        if (resolve !== undefined) resolve(message.result);
      } else if (message.type === "event") {
        onEvent(message.name, message.detail);
      }
    });

    return {
      iframe: iframe,
      /** Asks the frame; resolves with its answer. */
      ask: function (type, detail) {
        sequence += 1;
        var request = sequence;
        return new Promise(function (resolve) {
          pending.set(request, resolve);
          post({ channel: channel, type: type, request: request, detail: detail });
        });
      },
      /** A remounted iframe loads again: it says "ready" again. */
      reset: function () {
        ready = false;
      },
    };
  }

  function createElements(stripe, publishableKey, options) {
    var settings = Object.assign({}, checkElementsOptions(options));
    var element = null;
    var frame = null;
    var mounted = false;
    var submitted = false;
    var handlers = {};

    function emit(name, detail) {
      if (name === "change") submitted = false;
      var list = handlers[name] || [];
      for (var i = 0; i < list.length; i += 1) list[i](Object.assign({ elementType: "payment" }, detail));
    }

    var elements = {
      create: function (type, elementOptions) {
        if (type !== "payment") throw IntegrationError("This Stripe.js stand-in only creates the Payment Element (\"payment\"), not \"" + type + "\".");
        if (element !== null) throw IntegrationError("Can only create one Element of type payment.");
        void elementOptions;
        frame = createFrame(publishableKey, emit);
        element = {
          mount: function (target) {
            var node = typeof target === "string" ? document.querySelector(target) : target;
            if (!node || typeof node.appendChild !== "function") throw IntegrationError("The selector you specified (" + target + ") applies to no DOM elements that are currently on the page.");
            if (mounted) throw IntegrationError("This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.");
            frame.reset();
            node.appendChild(frame.iframe);
            mounted = true;
          },
          unmount: function () {
            if (frame.iframe.parentNode) frame.iframe.parentNode.removeChild(frame.iframe);
            mounted = false;
            submitted = false;
          },
          destroy: function () {
            element.unmount();
            element = null;
          },
          on: function (name, handler) {
            (handlers[name] = handlers[name] || []).push(handler);
            return element;
          },
          off: function (name, handler) {
            handlers[name] = (handlers[name] || []).filter(function (h) {
              return h !== handler;
            });
            return element;
          },
          focus: function () {
            void frame.ask("focus");
          },
          update: function () {},
        };
        return element;
      },
      getElement: function (type) {
        return type === "payment" ? element : null;
      },
      update: function (changes) {
        settings = Object.assign({}, settings, changes);
        checkElementsOptions(settings);
      },
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      /** Validates the fields (the frame marks the ones in error); createPaymentMethod needs it first. */
      submit: function () {
        if (element === null || !mounted) return Promise.resolve({ error: { type: "validation_error", code: "incomplete", message: "The Payment Element is not mounted." } });
        return frame.ask("submit").then(function (result) {
          submitted = result.error === undefined;
          return result.error === undefined ? {} : { error: result.error };
        });
      },
    };
    Object.defineProperty(elements, "__standIn", {
      value: {
        stripe: stripe,
        settings: function () {
          return settings;
        },
        createPaymentMethod: function (params) {
          if (element === null || !mounted) throw IntegrationError("stripe.createPaymentMethod(): the elements group has no mounted Payment Element.");
          if (settings.paymentMethodCreation !== "manual") throw IntegrationError("stripe.createPaymentMethod() with elements requires paymentMethodCreation: 'manual' in elements().");
          if (!submitted) throw IntegrationError("elements.submit() must be called before stripe.createPaymentMethod(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.");
          return frame.ask("createPaymentMethod", { billing_details: (params && params.billing_details) || null });
        },
      },
    });
    return elements;
  }

  /** Stripe(key) or new Stripe(key), as with Stripe.js. */
  function Stripe(publishableKey) {
    if (typeof publishableKey !== "string" || !/^pk_(test|live)_\w+$/.test(publishableKey)) {
      throw IntegrationError(/^sk_/.test(String(publishableKey)) ? "You should not use your secret key with Stripe.js. Please pass a publishable key instead." : "Invalid value for Stripe(): apiKey should be a publishable key (pk_…).");
    }
    var stripe = {};
    stripe.elements = function (options) {
      return createElements(stripe, publishableKey, options);
    };
    stripe.createPaymentMethod = function (options) {
      var group = options && options.elements;
      if (!group || !group.__standIn || group.__standIn.stripe !== stripe) {
        return Promise.reject(IntegrationError("stripe.createPaymentMethod(): pass { elements } created by this Stripe instance (the only form this stand-in implements)."));
      }
      try {
        return group.__standIn.createPaymentMethod(options.params);
      } catch (error) {
        return Promise.reject(error);
      }
    };
    return stripe;
  }

  window.Stripe = Stripe;
  window.Stripe.version = 3;
})();
