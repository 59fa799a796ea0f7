/**
 * @generated SignedSource<<0ebdcb500f9a30ff43fbea29834617bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CounterpartySide = "BUYER" | "SUPPLIER" | "%future added value";
export type DeskCompanyPageQuery$variables = {
  companyId: number;
};
export type DeskCompanyPageQuery$data = {
  readonly house: {
    readonly counterparty: {
      readonly ageing: {
        readonly days0to30: string;
        readonly days31to60: string;
        readonly days61to90: string;
        readonly over90: string;
        readonly total: string;
      };
      readonly amountLeft: string;
      readonly balance: string;
      readonly companyId: number;
      readonly companyName: string;
      readonly contactName: string;
      readonly containerAmount: string;
      readonly containerCount: number;
      readonly due: string;
      readonly email: string;
      readonly lotCount: number;
      readonly oldestUnpaidDate: string | null | undefined;
      readonly overdue: string;
      readonly phone: string;
      readonly quantityTons: string;
      readonly side: CounterpartySide;
      readonly totalPaid: string;
    } | null | undefined;
  };
};
export type DeskCompanyPageQuery = {
  response: DeskCompanyPageQuery$data;
  variables: DeskCompanyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "companyId"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "House",
    "kind": "LinkedField",
    "name": "house",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "companyId",
            "variableName": "companyId"
          }
        ],
        "concreteType": "Counterparty",
        "kind": "LinkedField",
        "name": "counterparty",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "side",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lotCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "containerCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quantityTons",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "containerAmount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalPaid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "due",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amountLeft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "overdue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "oldestUnpaidDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AgeingBuckets",
            "kind": "LinkedField",
            "name": "ageing",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "days0to30",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "days31to60",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "days61to90",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "over90",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeskCompanyPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeskCompanyPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "41cd1e1c10913a323cd2d9fdc5a94d42",
    "id": null,
    "metadata": {},
    "name": "DeskCompanyPageQuery",
    "operationKind": "query",
    "text": "query DeskCompanyPageQuery(\n  $companyId: Int!\n) {\n  house {\n    counterparty(companyId: $companyId) {\n      companyId\n      companyName\n      side\n      contactName\n      email\n      phone\n      lotCount\n      containerCount\n      quantityTons\n      containerAmount\n      totalPaid\n      balance\n      due\n      amountLeft\n      overdue\n      oldestUnpaidDate\n      ageing {\n        days0to30\n        days31to60\n        days61to90\n        over90\n        total\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bcca9f739b31115cef5413b737426e8e";

export default node;
